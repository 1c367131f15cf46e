import { type ErrorCode, errorMessages } from '@parley/contract';

const statusByCode: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  INVALID_CREDENTIALS: 401,
  ACCOUNT_BLOCKED: 403,
  TOO_MANY_ATTEMPTS: 429,
  USERNAME_TAKEN: 409,
  EMAIL_TAKEN: 409,
  INVALID_OTP: 400,
  CURRENT_PASSWORD_INCORRECT: 400,
  UNAUTHORIZED: 401,
  NOT_FOUND: 404,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  PROVIDER_REFUSED: 400,
  NO_PHONE_NUMBER: 400,
  PHONE_NUMBER_IN_USE: 409,
};

/** A failure the API reports to its caller as `{ message, code, details }`. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    readonly details?: unknown,
    /** Replaces the standard text, e.g. with the provider's own words. */
    message?: string,
  ) {
    super(message ?? errorMessages[code]);
    this.statusCode = statusByCode[code];
  }
}

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
  PARTNER_NOT_CONFIGURED: 404,
  SIGNUP_INCOMPLETE: 409,
  CHANNEL_NOT_CREATED: 409,
  FILE_REQUIRED: 400,
  FILE_EMPTY: 400,
  FILE_AND_ID_REQUIRED: 400,
  FILE_OVER_5MB: 413,
  FILE_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  MEDIA_TYPE_MISMATCH: 415,
  URL_NOT_ALLOWED: 400,
  UPLOAD_FAILED: 422,
  CONTACT_PHONE_TAKEN: 409,
  GROUP_NAME_TAKEN: 409,
  SPREADSHEET_REQUIRED: 415,
  SPREADSHEET_UNREADABLE: 422,
  SPREADSHEET_NO_ROWS: 422,
  IMPORT_ALREADY_STARTED: 409,
  HEADER_UPLOAD_NOT_CONFIGURED: 503,
  ACCOUNT_ADMIN_ONLY: 403,
  CUSTOMER_WINDOW_CLOSED: 422,
  CONTACT_BLOCKED: 409,
  TEMPLATE_NOT_APPROVED: 422,
  TEMPLATE_VARIABLES_MISSING: 400,
  AGENT_NOT_FOUND: 400,
  TAG_NAME_TAKEN: 409,
  TAG_ALREADY_ASSIGNED: 409,
  MANAGERS_ONLY: 403,
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

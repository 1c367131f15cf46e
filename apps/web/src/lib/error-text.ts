import { type ErrorCode, errorMessages, validationMessageKey } from '@parley/contract';
import type { TFunction } from 'i18next';
import { ApiRequestError } from './api-client';
import { i18n } from './i18n';

/**
 * What to tell the user about a failed call: our translation of a known error code (with the
 * server's words when they say more), else the server's own message, else the screen's fallback
 * text (spec §7, §8).
 */
export function errorText(t: TFunction, error: unknown, fallbackKey: string): string {
  if (error instanceof ApiRequestError) {
    const key = `common:errors.${error.code}`;
    if (i18n.exists(key)) {
      const retryAfterSeconds =
        (error.details as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds ?? 60;
      const translated = t(key, { minutes: Math.ceil(retryAfterSeconds / 60) });
      // The server may say more than the code's standard text, e.g. the provider's own reason.
      const standard = errorMessages[error.code as ErrorCode];
      return standard && error.message !== standard ? `${translated}: ${error.message}` : translated;
    }
    if (error.code !== 'UNKNOWN') return error.message;
  }
  return t(fallbackKey);
}

/**
 * Field messages come from the contract in English: a field's validation message, or an error
 * code's text the server put on a field (a user name already taken). Show them in the user's language.
 */
export function validationText(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = validationMessageKey(message);
  if (key) return t(`common:validation.${key}`);
  const code = codeByMessage.get(message);
  return code ? t(`common:errors.${code}`) : message;
}

const codeByMessage = new Map<string, ErrorCode>(
  Object.entries(errorMessages).map(([code, message]) => [message, code as ErrorCode]),
);

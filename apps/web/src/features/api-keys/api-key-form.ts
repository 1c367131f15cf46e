import { ApiKeyInput, validationMessages } from '@parley/contract';
import { z } from 'zod/mini';

/**
 * The create form: a name and, optionally, the last day the key works (`yyyy-mm-dd` in the user's
 * own calendar; empty for a key that never expires).
 */
export const ApiKeyFormValues = z.object({
  name: ApiKeyInput.shape.name,
  expiresAt: z.string().check(
    z.refine((day) => day === '' || (isDay(day) && new Date(expiryInstant(day)) > new Date()), {
      message: validationMessages.apiKeyExpiryInvalid,
    }),
  ),
});
export type ApiKeyFormValues = z.infer<typeof ApiKeyFormValues>;

export const emptyApiKeyForm: ApiKeyFormValues = { name: '', expiresAt: '' };

export const toApiKeyInput = ({ name, expiresAt }: ApiKeyFormValues): ApiKeyInput => ({
  name,
  expiresAt: expiresAt ? expiryInstant(expiresAt) : null,
});

/** A key that works through `day` stops at the start of the next day, the user's midnight. */
export function expiryInstant(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year ?? 0, (month ?? 1) - 1, (date ?? 1) + 1).toISOString();
}

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** Today in the user's calendar, the earliest last day a new key can have. */
export function today(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

import { validationMessages } from '@parley/contract';
import { describe, expect, it } from 'vitest';
import { ApiKeyFormValues, expiryInstant, toApiKeyInput, today } from './api-key-form';

describe('the API key form', () => {
  it('sends a key without a day as one that never expires', () => {
    expect(toApiKeyInput({ name: 'Web shop', expiresAt: '' })).toEqual({ name: 'Web shop', expiresAt: null });
  });

  it('keeps a key working through its last day: it expires at the user’s next midnight', () => {
    const instant = new Date(expiryInstant('2026-12-31'));
    expect([instant.getFullYear(), instant.getMonth(), instant.getDate(), instant.getHours()]).toEqual([
      2027, 0, 1, 0,
    ]);
    expect(toApiKeyInput({ name: 'CRM', expiresAt: '2026-12-31' }).expiresAt).toBe(instant.toISOString());
  });

  it('takes today as the last day, and refuses yesterday and an empty name', () => {
    const yesterday = new Date();
    yesterday.setDate(yesterday.getDate() - 1);
    expect(ApiKeyFormValues.safeParse({ name: 'Shop', expiresAt: today() }).success).toBe(true);
    const refused = ApiKeyFormValues.safeParse({ name: ' ', expiresAt: today(yesterday) });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', validationMessages.nameRequired],
      ['expiresAt', validationMessages.apiKeyExpiryInvalid],
    ]);
  });
});

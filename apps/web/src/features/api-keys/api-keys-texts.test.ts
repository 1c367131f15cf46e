import { apiKeyMessages } from '@parley/contract';
import { describe, expect, it } from 'vitest';
import apiKeys from '../../locales/en/api-keys.json';

describe('the API Key tab’s English notifications', () => {
  it('say word for word what the spec says (§8 profile: the API key texts)', () => {
    const { revokeRemarks: _sentNotShown, ...notifications } = apiKeyMessages;
    expect(apiKeys.messages).toEqual(notifications);
    expect(apiKeys.messages.revokeFailed).toBe('Failed  to revoke');
  });
});

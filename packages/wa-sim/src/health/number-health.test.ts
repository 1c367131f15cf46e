import { afterEach, describe, expect, it } from 'vitest';
import { type Sandbox, startSandbox } from '../test/sandbox';

let sandbox: Sandbox;
afterEach(() => sandbox.close());

/** The value of each account-level change received so far, with its field. */
const changesOf = (s: Sandbox) =>
  s.receiver.received.flatMap((hook) =>
    hook.json.entry.flatMap((entry: { time?: number; changes: { field: string; value: unknown }[] }) =>
      entry.changes.map((change) => ({ time: entry.time, ...change })),
    ),
  );

describe('POST /_sim/phone-numbers/{phoneNumberId}/health', () => {
  it('rates the number anew, answers it on the Graph API and sends Meta’s quality webhooks', async () => {
    sandbox = await startSandbox();
    const changed = await sandbox.control(`/phone-numbers/${sandbox.phoneNumberId}/health`, {
      qualityRating: 'RED',
      messagingLimitTier: 'TIER_10K',
    });
    expect(changed.body).toEqual({ qualityRating: 'RED', messagingLimitTier: 'TIER_10K' });
    const fields = 'quality_rating,whatsapp_business_manager_messaging_limit';
    expect((await sandbox.graph(`/${sandbox.phoneNumberId}?fields=${fields}`)).body).toMatchObject({
      quality_rating: 'RED',
      whatsapp_business_manager_messaging_limit: 'TIER_10K',
    });
    const changes = await sandbox.receiver.waitFor(() => {
      const found = changesOf(sandbox);
      return found.length >= 2 ? found : undefined;
    });
    expect(sandbox.receiver.received.every((hook) => hook.signatureValid)).toBe(true);
    expect(changes).toEqual([
      {
        time: expect.any(Number),
        field: 'phone_number_quality_update',
        value: { display_phone_number: '15550100001', event: 'FLAGGED', current_limit: 'TIER_10K' },
      },
      {
        time: expect.any(Number),
        field: 'phone_number_quality_update',
        value: {
          display_phone_number: '15550100001',
          event: 'UPGRADE',
          old_limit: 'TIER_2K',
          current_limit: 'TIER_10K',
          max_daily_conversations_per_business: 'TIER_10K',
        },
      },
    ]);
  });

  it('refuses an unknown number or tier', async () => {
    sandbox = await startSandbox();
    expect((await sandbox.control('/phone-numbers/1/health', { qualityRating: 'RED' })).status).toBe(404);
    const tier = await sandbox.control(`/phone-numbers/${sandbox.phoneNumberId}/health`, {
      messagingLimitTier: 'TIER_1K',
    });
    expect(tier.status).toBe(400);
  });
});

describe('POST /_sim/business/webhooks', () => {
  it('sends any account-level webhook of the sandbox business, signed, as given', async () => {
    sandbox = await startSandbox();
    const value = { event: 'ACCOUNT_VIOLATION', violation_info: { violation_type: 'SCAM' } };
    expect((await sandbox.control('/business/webhooks', { field: 'account_update', value })).status).toBe(
      200,
    );
    const [change] = await sandbox.receiver.waitFor(() => {
      const found = changesOf(sandbox);
      return found.length > 0 ? found : undefined;
    });
    expect(change).toEqual({ time: expect.any(Number), field: 'account_update', value });
  });
});

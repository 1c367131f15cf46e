import { describe, expect, it } from 'vitest';
import { resolveConfig } from './config';
import { sandboxSeed } from './seed';
import { SimulatorState, webhookLogLimit } from './state';

describe('the webhook log', () => {
  it('keeps the latest attempts, not every one since the simulator started', () => {
    const state = new SimulatorState(sandboxSeed(), resolveConfig({}));
    const attempts = webhookLogLimit * 2 + 7;
    for (let index = 0; index < attempts; index++) {
      state.logWebhookAttempt({
        deliveryId: `delivery-${index}`,
        url: 'http://127.0.0.1:9/webhooks/cloud',
        attempt: 1,
        statusCode: 200,
        body: '{}',
        at: new Date(0).toISOString(),
      });
    }
    expect(state.webhookLog.length).toBeLessThanOrEqual(webhookLogLimit * 1.1);
    expect(state.webhookLog.length).toBeGreaterThanOrEqual(webhookLogLimit);
    expect(state.webhookLog.at(-1)?.deliveryId).toBe(`delivery-${attempts - 1}`);
    // In order, with none of the latest missing.
    const first = Number(state.webhookLog[0]?.deliveryId.split('-')[1]);
    expect(state.webhookLog.map((attempt) => attempt.deliveryId)).toEqual(
      Array.from({ length: attempts - first }, (_, offset) => `delivery-${first + offset}`),
    );
  });
});

import type { Messaging } from '../messages/outbound.service';
import type { PartnerApp } from './partner.store';

export type PartnerEventType = 'message' | 'message-event' | 'template-event';

/**
 * Sends one event in the partner's v2 format to each of the app's v2 subscriptions whose modes
 * cover it, with the simulator's retries and chaos. The partner does not sign its webhooks.
 */
export function emitPartnerEvent(
  { state, webhooks }: Messaging,
  app: PartnerApp,
  type: PartnerEventType,
  payload: Record<string, unknown>,
): void {
  const mode = modeOf(type, payload);
  const body = JSON.stringify({ app: app.name, timestamp: state.now(), version: 2, type, payload });
  for (const subscription of app.subscriptions) {
    if (subscription.version !== 2 || !subscription.modes.includes(mode)) continue;
    webhooks.enqueue(body, () => (app.subscriptions.includes(subscription) ? subscription.url : undefined));
  }
}

/** A subscription's modes name what it wants: MESSAGE, TEMPLATE, or a message-event's type (SENT, …). */
function modeOf(type: PartnerEventType, payload: Record<string, unknown>): string {
  if (type === 'message') return 'MESSAGE';
  if (type === 'template-event') return 'TEMPLATE';
  return String(payload.type).toUpperCase();
}

const partnerCodes: Record<number, { code: number; reason: string }> = {
  130429: { code: 4001, reason: 'API Rate Limited' },
  131026: { code: 1002, reason: 'Number Does Not Exist On WhatsApp' },
  131047: {
    code: 1006,
    reason:
      'Message sending failed as user is inactive for session message and not opted in for template message',
  },
  132000: { code: 4003, reason: 'Message Sending failed as the template did not match' },
  132001: { code: 4003, reason: 'Message Sending failed as the template did not match' },
};

/** The partner reports platform refusals with its own code where it has one; other Meta codes pass through. */
export function partnerFailure(metaCode: number, metaReason: string): { code: number; reason: string } {
  return partnerCodes[metaCode] ?? { code: metaCode, reason: metaReason };
}

import { customerWindowMs } from '@parley/contract';

/**
 * The customer service window: free-form messages only within 24 hours of the customer's last
 * message, by the app's clock; a customer who never wrote has no window. What is left of it at `now`.
 */
export const windowRemainingMs = (lastInboundAt: Date | null, now: Date): number =>
  lastInboundAt ? Math.max(0, lastInboundAt.getTime() + customerWindowMs - now.getTime()) : 0;

export const isWindowOpen = (lastInboundAt: Date | null, now: Date): boolean =>
  windowRemainingMs(lastInboundAt, now) > 0;

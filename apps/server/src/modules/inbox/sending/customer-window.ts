import { customerWindowMs } from '@parley/contract';

/**
 * The customer service window: free-form messages only within 24 hours of the customer's last
 * message, by the app's clock; a customer who never wrote has no window.
 */
export const isWindowOpen = (lastInboundAt: Date | null, now: Date): boolean =>
  lastInboundAt !== null && now.getTime() - lastInboundAt.getTime() < customerWindowMs;

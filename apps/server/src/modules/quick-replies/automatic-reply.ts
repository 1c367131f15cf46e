import type { QuickReply } from '@parley/contract';
import { isWithinTimeRestriction } from './time-restriction';

/**
 * The quick reply sent automatically at a clock time: among the enabled ones whose time restriction
 * holds (or that have none), one with a time restriction beats one without, being the more specific
 * (an out-of-hours reply over an all-day greeting); then the most recently updated wins.
 */
export function chooseAutomaticReply(replies: QuickReply[], clockTime: string): QuickReply | undefined {
  const applicable = replies.filter(
    (reply) => reply.enabled && isWithinTimeRestriction(reply.timeRestriction, clockTime),
  );
  return applicable.sort(
    (a, b) =>
      Number(b.timeRestriction.enabled) - Number(a.timeRestriction.enabled) ||
      b.updatedAt.localeCompare(a.updatedAt),
  )[0];
}

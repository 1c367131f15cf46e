import type { TimeRestriction } from '@parley/contract';
import type { TFunction } from 'i18next';

/** An end before the start runs past midnight into the next day (18:00 to 09:00 is the night). */
export const spansMidnight = (restriction: TimeRestriction) =>
  restriction.enabled && restriction.endTime < restriction.startTime;

/** When a quick reply may go out: "09:00–18:00", "18:00–09:00 (overnight)", or "Any time". */
export function timeRestrictionLabel(restriction: TimeRestriction, t: TFunction<'quick-replies'>): string {
  if (!restriction.enabled) return t('time.anyTime');
  const range = `${restriction.startTime}–${restriction.endTime}`;
  return spansMidnight(restriction) ? t('time.overnight', { range }) : range;
}

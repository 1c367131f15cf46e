/** Which calendar day a moment falls on, seen from `now` in the browser's time zone; 'earlier' is any other day. */
export type DayOf = 'today' | 'yesterday' | 'earlier';

const dayMs = 24 * 60 * 60 * 1000;

export function dayOf(at: Date, now: Date): DayOf {
  const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
  // Rounded, because a day across a daylight-saving change is 23 or 25 hours long.
  const daysAgo = Math.round((startOfDay(now) - startOfDay(at)) / dayMs);
  if (daysAgo === 0) return 'today';
  // A day ahead of the browser's clock (a simulator's moved-on time) is named by its date too.
  return daysAgo === 1 ? 'yesterday' : 'earlier';
}

export type TimestampLabel =
  | { kind: 'today'; time: string; meridiem: 'AM' | 'PM' }
  | { kind: 'yesterday' }
  | { kind: 'earlier'; date: string };

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** Spec §9: a conversation's time as 'hh:mm A' today, 'Yesterday' one day ago, otherwise 'DD/MM/YY'. */
export function timestampLabel(at: Date, now: Date): TimestampLabel {
  switch (dayOf(at, now)) {
    case 'today': {
      const hours = at.getHours();
      return {
        kind: 'today',
        time: `${twoDigits(hours % 12 === 0 ? 12 : hours % 12)}:${twoDigits(at.getMinutes())}`,
        meridiem: hours < 12 ? 'AM' : 'PM',
      };
    }
    case 'yesterday':
      return { kind: 'yesterday' };
    case 'earlier':
      return {
        kind: 'earlier',
        date: `${twoDigits(at.getDate())}/${twoDigits(at.getMonth() + 1)}/${twoDigits(at.getFullYear() % 100)}`,
      };
  }
}

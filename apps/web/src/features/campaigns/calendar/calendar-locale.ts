import type { LocaleInput } from '@fullcalendar/core';
import type { TFunction } from 'i18next';

interface WeekInfo {
  firstDay: number;
}
type LocaleWithWeek = Intl.Locale & { getWeekInfo?: () => WeekInfo; weekInfo?: WeekInfo };

/** The locale's first day of the week (0 is Sunday), as CLDR has it: Monday in Germany, Saturday in Arabic. */
export function firstDayOfWeek(language: string): number {
  const locale = new Intl.Locale(language).maximize() as LocaleWithWeek;
  const info = locale.getWeekInfo?.() ?? locale.weekInfo;
  return info ? info.firstDay % 7 : 0;
}

/**
 * The calendar in the interface language: its buttons and hints from our texts, its dates from the
 * browser's own formats, right to left in Arabic.
 */
export function calendarLocale(language: string, direction: 'ltr' | 'rtl', t: TFunction): LocaleInput {
  return {
    code: language,
    direction,
    firstDay: firstDayOfWeek(language),
    buttonText: {
      prev: t('calendar.previous'),
      next: t('calendar.next'),
      today: t('calendar.today'),
      month: t('calendar.month'),
      week: t('calendar.week'),
    },
    buttonHints: {
      prev: t('calendar.previous'),
      next: t('calendar.next'),
      today: t('calendar.today'),
    },
    viewHint: (view: string) => t('calendar.viewHint', { view }),
    allDayText: t('calendar.allDay'),
    moreLinkText: (count: number) => t('calendar.more', { count }),
    moreLinkHint: (count: number) => t('calendar.more', { count }),
    noEventsText: t('calendar.noEvents'),
    closeHint: t('calendar.close'),
    timeHint: t('calendar.time'),
    eventHint: t('calendar.campaign'),
  };
}

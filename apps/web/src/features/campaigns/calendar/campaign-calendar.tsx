import type { DatesSetArg, EventDropArg, EventInput } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import Box from '@mui/material/Box';
import { alpha, useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Campaign } from '@parley/contract';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { campaignActions, campaignStatusColor } from '../campaign-status';
import { calendarLocale } from './calendar-locale';

export interface CampaignCalendarProps {
  campaigns: Campaign[];
  /** May the user drag a campaign to another time. */
  editable: boolean;
  onRange: (range: { from: string; to: string }) => void;
  onOpen: (campaign: Campaign) => void;
  /** A campaign dropped at another time; `revert` puts it back when the server refuses. */
  onMove: (campaign: Campaign, scheduleTime: string, revert: () => void) => void;
}

/** Campaigns at their schedule time in a month or a week; those that have not started can be dragged. */
export function CampaignCalendar({ campaigns, editable, onRange, onOpen, onMove }: CampaignCalendarProps) {
  const { t, i18n } = useTranslation('campaigns');
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const statusColor = (campaign: Campaign) => {
    const color = campaignStatusColor[campaign.status];
    return color === 'default' ? theme.palette.grey[500] : theme.palette[color].main;
  };
  const events: EventInput[] = campaigns.map((campaign) => ({
    id: campaign.campaignId,
    title: campaign.campaignName,
    start: campaign.scheduleTime,
    startEditable: editable && campaignActions.reschedule(campaign.status),
    durationEditable: false,
    backgroundColor: statusColor(campaign),
    borderColor: statusColor(campaign),
    textColor: theme.palette.getContrastText(statusColor(campaign)),
    classNames: [`campaign-${campaign.status}`],
    extendedProps: { campaign },
  }));
  const frame = useRef<HTMLDivElement>(null);
  // FullCalendar's arrow buttons hold an unnamed `role="img"` icon and name the button only by its
  // title: the icon is hidden from screen readers and the hint becomes the button's name.
  const nameArrowButtons = () => {
    for (const icon of frame.current?.querySelectorAll('.fc-button .fc-icon') ?? []) {
      icon.removeAttribute('role');
      icon.setAttribute('aria-hidden', 'true');
    }
    for (const button of frame.current?.querySelectorAll<HTMLButtonElement>(
      '.fc-prev-button, .fc-next-button',
    ) ?? [])
      button.setAttribute('aria-label', button.title);
  };
  const campaignOf = (event: { extendedProps: Record<string, unknown> }) =>
    event.extendedProps.campaign as Campaign;

  return (
    <Box
      ref={frame}
      data-testid="campaign-calendar"
      sx={{
        '--fc-border-color': theme.palette.divider,
        '--fc-page-bg-color': theme.palette.background.paper,
        '--fc-neutral-bg-color': theme.palette.action.hover,
        '--fc-today-bg-color': alpha(theme.palette.primary.main, 0.08),
        '--fc-button-bg-color': theme.palette.background.paper,
        '--fc-button-border-color': theme.palette.divider,
        '--fc-button-text-color': theme.palette.text.primary,
        '--fc-button-hover-bg-color': theme.palette.action.hover,
        '--fc-button-hover-border-color': theme.palette.divider,
        '--fc-button-active-bg-color': alpha(theme.palette.primary.main, 0.16),
        '--fc-button-active-border-color': theme.palette.primary.main,
        '--fc-list-event-hover-bg-color': theme.palette.action.hover,
        '--fc-now-indicator-color': theme.palette.error.main,
        '& .fc': { fontFamily: theme.typography.fontFamily, fontSize: theme.typography.body2.fontSize },
        '& .fc .fc-toolbar': { flexWrap: 'wrap', gap: 1 },
        '& .fc .fc-toolbar-title': { ...theme.typography.h6 },
        '& .fc .fc-button': { textTransform: 'none', fontWeight: 600, boxShadow: 'none' },
        '& .fc .fc-button-primary:not(:disabled).fc-button-active': {
          color: theme.palette.mode === 'light' ? theme.palette.primary.dark : theme.palette.primary.light,
        },
        '& .fc .fc-button:focus-visible': { outline: `2px solid ${theme.palette.primary.main}` },
        '& .fc a': { color: 'inherit' },
        // FullCalendar fades other months' days and disabled buttons below a readable contrast.
        '& .fc .fc-day-other .fc-daygrid-day-top': { opacity: 1, color: theme.palette.text.secondary },
        '& .fc .fc-button:disabled': { opacity: 1, color: theme.palette.text.secondary },
        '& .fc-event': { cursor: 'pointer' },
        '& .fc-daygrid-dot-event .fc-event-title': { fontWeight: 600 },
      }}
    >
      <FullCalendar
        plugins={[dayGridPlugin, timeGridPlugin, interactionPlugin]}
        initialView="dayGridMonth"
        headerToolbar={
          isPhone
            ? { start: 'title', end: 'prev,next' }
            : { start: 'prev,next today', center: 'title', end: 'dayGridMonth,timeGridWeek' }
        }
        footerToolbar={isPhone ? { start: 'today', end: 'dayGridMonth,timeGridWeek' } : undefined}
        locale={calendarLocale(i18n.language, theme.direction, t)}
        height="auto"
        dayMaxEventRows={4}
        eventDisplay="block"
        eventTimeFormat={{ hour: 'numeric', minute: '2-digit' }}
        // A phone's day is too narrow for the time and the name: the name says more.
        displayEventTime={!isPhone}
        events={events}
        datesSet={(range: DatesSetArg) => {
          nameArrowButtons();
          onRange({ from: range.start.toISOString(), to: range.end.toISOString() });
        }}
        // A day's cell is named by its number alone, though it holds its campaigns too: it is left
        // to be read by its content.
        dayCellDidMount={({ el }) => el.removeAttribute('aria-labelledby')}
        eventClick={({ event, jsEvent }) => {
          jsEvent.preventDefault();
          onOpen(campaignOf(event));
        }}
        eventDrop={({ event, revert }: EventDropArg) => {
          if (event.start) onMove(campaignOf(event), event.start.toISOString(), revert);
          else revert();
        }}
        eventDidMount={({ el, event }) => {
          const campaign = campaignOf(event);
          el.setAttribute('data-testid', 'calendar-campaign');
          el.setAttribute('data-campaign-id', campaign.campaignId);
          el.setAttribute('title', `${campaign.campaignName} · ${t(`statuses.${campaign.status}`)}`);
        }}
      />
    </Box>
  );
}

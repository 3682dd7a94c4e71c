import type { Schedule } from '@settle/contract/schedules';
import type {
  DateSelectArg,
  EventClickArg,
  EventDropArg,
  EventInput,
  DatesSetArg,
  DayHeaderContentArg,
  ButtonHintCompoundInput,
} from '@fullcalendar/core';
import koLocale from '@fullcalendar/core/locales/ko';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type DateClickArg, type EventResizeDoneArg } from '@fullcalendar/interaction';
import luxon3Plugin from '@fullcalendar/luxon3';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import Box from '@mui/material/Box';
import { useTheme, type Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useMemo, useRef, useState } from 'react';
import { seoulDateOf } from '../../../lib/seoul-time';
import type { CalendarSlot } from '../lib/schedule-form';
import { scheduleColors } from '../lib/schedule-colors';

/** The operators' calendar is in Seoul time whatever zone the browser is in (PRODUCT.md). */
const TIME_ZONE = 'Asia/Seoul';
const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** FullCalendar's Korean locale has no button hints (the tooltips and accessible names). */
const UNIT_WORDS: Record<string, { prev: string; next: string; today: string }> = {
  month: { prev: '지난달', next: '다음 달', today: '이번 달' },
  week: { prev: '지난주', next: '다음 주', today: '이번 주' },
};
const buttonHints: ButtonHintCompoundInput = {
  prev: (_text: string, unit: string) => UNIT_WORDS[unit]?.prev ?? '이전',
  next: (_text: string, unit: string) => UNIT_WORDS[unit]?.next ?? '다음',
  today: (_text: string, unit: string) => UNIT_WORDS[unit]?.today ?? '오늘',
};

const WEEK = 'timeGridWeek';
/** The week's 24 hours scroll inside this height (the month grows with its weeks instead). */
const WEEK_HEIGHT_PX = 720;
const WORKDAY_START = '08:00:00';

const HEADER_TOOLBAR = { left: 'prev,next today', center: 'title', right: `dayGridMonth,${WEEK}` };
const moreLinkHint = (count: number) => `일정 ${count}개 더 보기`;

const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'] as const;

/** The week's column heads in two short lines ("화" over "24"), so seven fit in 360 px. */
function weekDayHeader(arg: DayHeaderContentArg) {
  if (arg.view.type !== WEEK) return arg.text;
  const day = seoulDateOf(arg.date);
  const weekday = WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()];
  return (
    <Box component="span" sx={{ display: 'flex', flexDirection: 'column', lineHeight: 1.3 }}>
      <Box component="span" sx={{ fontSize: '0.75rem', fontWeight: 400 }}>
        {weekday}
      </Box>
      <span>{Number(day.slice(8))}</span>
    </Box>
  );
}

const hourMinute = { hour: '2-digit', minute: '2-digit', hour12: false } as const;

export interface MovedEvent {
  id: string;
  start: Date | null;
  end: Date | null;
  allDay: boolean;
  /** Puts the event back where it was (the save failed). */
  revert: () => void;
}

export interface ScheduleCalendarProps {
  schedules: readonly Schedule[];
  /** The visible range changed (first render, prev/next, month ↔ week). */
  onRangeChange: (range: { from: string; to: string }) => void;
  /** An empty slot was clicked, or a range of slots dragged over. */
  onSlot: (slot: CalendarSlot) => void;
  onEventClick: (id: string) => void;
  /** An event was dragged to another time or resized. */
  onEventMove: (moved: MovedEvent) => void;
}

function toEventInput(schedule: Schedule, theme: Theme): EventInput {
  const colors = scheduleColors(theme)[schedule.type];
  return {
    id: schedule.id,
    title: schedule.title,
    // An all-day schedule runs between Seoul midnights: give the calendar its days.
    start: schedule.allDay ? seoulDateOf(new Date(schedule.start)) : schedule.start,
    end: schedule.allDay ? seoulDateOf(new Date(schedule.end)) : schedule.end,
    allDay: schedule.allDay,
    backgroundColor: colors.background,
    borderColor: colors.background,
    textColor: colors.text,
    classNames: [`schedule-type-${schedule.type}`],
  };
}

/** FullCalendar's look in the app's theme (both colour schemes), and a toolbar that wraps. */
function calendarSx(theme: Theme) {
  const { palette } = theme.vars ?? theme;
  return {
    '--fc-border-color': palette.divider,
    '--fc-page-bg-color': palette.background.paper,
    '--fc-neutral-bg-color': palette.action.hover,
    '--fc-today-bg-color': palette.action.selected,
    '--fc-now-indicator-color': palette.error.main,
    '--fc-button-text-color': palette.text.primary,
    '--fc-button-bg-color': palette.background.paper,
    '--fc-button-border-color': palette.divider,
    '--fc-button-hover-bg-color': palette.action.hover,
    '--fc-button-hover-border-color': palette.divider,
    '--fc-button-active-bg-color': palette.primary.main,
    '--fc-button-active-border-color': palette.primary.main,
    '& .fc .fc-button-primary:not(:disabled).fc-button-active': { color: palette.primary.contrastText },
    '& .fc .fc-button': { fontSize: '0.875rem', fontFamily: 'inherit' },
    '& .fc .fc-toolbar': { flexWrap: 'wrap', gap: 1 },
    '& .fc .fc-toolbar-title': { fontSize: { xs: '1.125rem', sm: '1.375rem' }, fontWeight: 700 },
    '& .fc a': { color: 'inherit', textDecoration: 'none' },
    '& .fc .fc-daygrid-day.fc-day-sun .fc-daygrid-day-number, & .fc .fc-col-header-cell.fc-day-sun': {
      color: palette.error.main,
    },
    '& .fc .fc-event': { cursor: 'pointer' },
    '& .fc .fc-daygrid-day-frame, & .fc .fc-timegrid-slot': { cursor: 'cell' },
  } as const;
}

/**
 * The 일정 calendar: month and week views in Seoul time and Korean, events coloured by type.
 * Clicking a day or time slot, clicking an event, and dragging or resizing one are reported to
 * the page, which owns the data and the dialogs.
 */
export function ScheduleCalendar({
  schedules,
  onRangeChange,
  onSlot,
  onEventClick,
  onEventMove,
}: ScheduleCalendarProps) {
  const theme = useTheme();
  const calendarRef = useRef<FullCalendar>(null);
  // A phone's month cell has room for the title or the time, not both: the title wins.
  const narrow = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  // Height is a calendar-wide option (FullCalendar ignores it per view), so it follows the view.
  const [viewType, setViewType] = useState('dayGridMonth');
  const events = useMemo(() => schedules.map((s) => toEventInput(s, theme)), [schedules, theme]);

  // The week opens at the working day; scrollTime is applied before the height above is, when
  // nothing scrolls yet, so scroll once the taller layout is in place.
  useEffect(() => {
    if (viewType === WEEK) calendarRef.current?.getApi().scrollToTime(WORKDAY_START);
  }, [viewType]);

  const moved = (info: EventDropArg | EventResizeDoneArg) =>
    onEventMove({
      id: info.event.id,
      start: info.event.start,
      end: info.event.end,
      allDay: info.event.allDay,
      revert: info.revert,
    });

  return (
    <Box sx={calendarSx(theme)}>
      <FullCalendar
        ref={calendarRef}
        plugins={[dayGridPlugin, timeGridPlugin, interactionPlugin, luxon3Plugin]}
        locale={koLocale}
        timeZone={TIME_ZONE}
        initialView="dayGridMonth"
        headerToolbar={HEADER_TOOLBAR}
        buttonHints={buttonHints}
        viewHint="$0 보기"
        moreLinkHint={moreLinkHint}
        closeHint="닫기"
        timeHint="시간"
        eventHint="일정"
        height={viewType === WEEK ? WEEK_HEIGHT_PX : 'auto'}
        dayHeaderContent={weekDayHeader}
        displayEventTime={!(narrow && viewType !== WEEK)}
        events={events}
        editable
        selectable
        // A plain click is a dateClick; only a drag across slots is a selection.
        selectMinDistance={8}
        forceEventDuration
        nowIndicator
        eventTimeFormat={hourMinute}
        slotLabelFormat={hourMinute}
        datesSet={(info: DatesSetArg) => {
          setViewType(info.view.type);
          onRangeChange({ from: info.start.toISOString(), to: info.end.toISOString() });
        }}
        dateClick={(info: DateClickArg) =>
          onSlot({
            start: info.date,
            end: new Date(info.date.getTime() + (info.allDay ? DAY_MS : HOUR_MS)),
            allDay: info.allDay,
          })
        }
        select={(info: DateSelectArg) => {
          info.view.calendar.unselect();
          onSlot({ start: info.start, end: info.end, allDay: info.allDay });
        }}
        eventClick={(info: EventClickArg) => {
          info.jsEvent.preventDefault();
          onEventClick(info.event.id);
        }}
        eventDrop={moved}
        eventResize={moved}
      />
    </Box>
  );
}

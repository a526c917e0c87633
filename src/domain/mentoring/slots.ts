import { addDays, istDay, istDayStartIso } from '../india-time.ts';

/** Slots start on the hour and the half hour, India time. */
export const SLOT_STEP_MINUTES = 30;
/** A slot is offered, and a booking can be changed, until this long before its start. */
export const NOTICE_HOURS = 12;
/** How many days, today included, a learner can book ahead. */
export const BOOKING_DAYS = 14;

const MINUTE_MS = 60 * 1000;
const NOTICE_MS = NOTICE_HOURS * 60 * MINUTE_MS;

/** A mentor's weekly hours: 0 Sunday … 6 Saturday, minutes from midnight IST. */
export interface WeeklyBlock {
  weekday: number;
  start_minute: number;
  end_minute: number;
}

/** IST dates, both included. */
export interface LeaveDays {
  starts_on: string;
  ends_on: string;
}

/** Something already in the mentor's day: a booking or a cohort session. */
export interface BusyTime {
  starts_at: string;
  minutes: number;
}

/** The IST days a learner may book on, as of `now`: today and the 13 after it. */
export function bookableDays(now: Date): string[] {
  const today = istDay(now);
  return Array.from({ length: BOOKING_DAYS }, (_, i) => addDays(today, i));
}

/** Whether a booking starting at `startsAt` can still be made, moved or cancelled. */
export function isChangeable(startsAt: string, now: Date): boolean {
  return Date.parse(startsAt) - now.getTime() >= NOTICE_MS;
}

export const isOnLeave = (day: string, leave: readonly LeaveDays[]) =>
  leave.some((l) => l.starts_on <= day && day <= l.ends_on);

const overlaps = (start: number, end: number, busy: BusyTime) => {
  const from = Date.parse(busy.starts_at);
  return start < from + busy.minutes * MINUTE_MS && from < end;
};

/**
 * The starts (UTC ISO, in time order) of the mentor's free slots of `minutes` on an IST `day`:
 * their weekly hours that day cut into slots on the half hour, none sooner than 12 hours from
 * `now`, none on a day of leave, none overlapping what is already in their day.
 */
export function freeSlots({
  day,
  minutes,
  blocks,
  leave,
  busy,
  now,
}: {
  day: string;
  minutes: number;
  blocks: readonly WeeklyBlock[];
  leave: readonly LeaveDays[];
  busy: readonly BusyTime[];
  now: Date;
}): string[] {
  if (isOnLeave(day, leave)) return [];
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  const dayStart = Date.parse(istDayStartIso(day));
  const earliest = now.getTime() + NOTICE_MS;
  const starts = new Set<number>();
  for (const block of blocks.filter((b) => b.weekday === weekday)) {
    const first = Math.ceil(block.start_minute / SLOT_STEP_MINUTES) * SLOT_STEP_MINUTES;
    for (let m = first; m + minutes <= block.end_minute; m += SLOT_STEP_MINUTES) {
      const start = dayStart + m * MINUTE_MS;
      const end = start + minutes * MINUTE_MS;
      if (start < earliest || busy.some((b) => overlaps(start, end, b))) continue;
      starts.add(start);
    }
  }
  return [...starts].sort((a, b) => a - b).map((at) => new Date(at).toISOString());
}

import { clockTime, istParts, WEEKDAYS } from '../../../domain/delivery/session-time.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Thu 3 Dec': an IST day on a chip. */
export function dayChip(day: string): { weekday: string; date: string } {
  const at = new Date(`${day}T00:00:00Z`);
  return {
    weekday: WEEKDAYS[at.getUTCDay()]!,
    date: `${at.getUTCDate()} ${MONTHS[at.getUTCMonth()]}`,
  };
}

/** '10:30 am': a slot's start, IST. */
export function slotClock(iso: string): string {
  const { time } = istParts(iso);
  return clockTime(Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)), true);
}

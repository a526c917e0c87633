import { formatIndiaDateTime } from '../../../../domain/india-time-format.ts';

// Staff and learners are in India: every time reads as India time, wherever the browser is.
const dateFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
// A calendar day ('2026-11-23') already is India's day; read in UTC it stays that day.
const dayFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'short',
});

export const formatDateTime = formatIndiaDateTime;
export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
export const formatDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

/** A moment, readable and machine-readable. */
export function DateTime({ iso, dateOnly = false }: { iso: string; dateOnly?: boolean }) {
  return <time dateTime={iso}>{dateOnly ? formatDate(iso) : formatDateTime(iso)}</time>;
}

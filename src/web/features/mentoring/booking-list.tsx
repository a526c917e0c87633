import { CalendarPlus, Video } from 'lucide-react';
import { formatSessionStart } from '../../../domain/delivery/session-time.ts';
import type { LearnerBooking } from '../../../domain/mentoring/bookings.ts';
import { KIND_WORDS } from '../../../domain/mentoring/entitlements.ts';

const actionClass =
  'inline-flex items-center gap-1 rounded-control border border-brand-200 bg-white px-2.5 py-1 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:cursor-progress disabled:opacity-60';

/** The learner's booked sessions still to come, each with what can be done with it. */
export function BookingList({
  bookings,
  busy,
  onMove,
  onCancel,
}: {
  bookings: LearnerBooking[];
  busy: boolean;
  onMove: (booking: LearnerBooking) => void;
  onCancel: (booking: LearnerBooking) => void;
}) {
  if (bookings.length === 0) return null;
  return (
    <ul aria-label="Your booked sessions" className="flex flex-col divide-y divide-line">
      {bookings.map((b) => (
        <li key={b.id} className="flex flex-col gap-2 py-3">
          <div>
            <p className="font-semibold text-ink">{formatSessionStart(b.starts_at)}</p>
            <p className="text-sm text-muted">
              {KIND_WORDS[b.kind].title}, {b.minutes} minutes, with {b.mentor_name}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            {b.meeting_url ? (
              <a href={b.meeting_url} target="_blank" rel="noreferrer" className={actionClass}>
                <Video aria-hidden className="size-4" />
                Meeting link
              </a>
            ) : null}
            <a href={b.calendar_url} className={actionClass}>
              <CalendarPlus aria-hidden className="size-4" />
              Add to calendar
            </a>
            {b.changeable ? (
              <>
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => onMove(b)}
                  className={actionClass}
                >
                  Move
                </button>
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => onCancel(b)}
                  className={`${actionClass} border-transparent text-danger-700 hover:bg-danger-50`}
                >
                  Cancel
                </button>
              </>
            ) : (
              <span className="self-center text-xs text-muted">
                Less than 12 hours to go: it can no longer be changed.
              </span>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

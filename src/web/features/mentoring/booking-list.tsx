import { CalendarPlus, Video } from 'lucide-react';
import { useState } from 'react';
import { formatSessionStart } from '../../../domain/delivery/session-time.ts';
import type { LearnerBooking } from '../../../domain/mentoring/bookings.ts';
import { KIND_WORDS } from '../../../domain/mentoring/entitlements.ts';

const actionClass =
  'inline-flex items-center gap-1 rounded-control border border-brand-200 bg-white px-2.5 py-1 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:cursor-progress disabled:opacity-60';

/**
 * The learner's booked sessions still to come, each with what can be done with it. Cancelling
 * asks first: the session goes back to the plan, but the mentor's time may then go to another.
 */
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
  const [confirming, setConfirming] = useState<number | null>(null);
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
                  aria-expanded={confirming === b.id}
                  onClick={() => setConfirming(confirming === b.id ? null : b.id)}
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
          {confirming === b.id && b.changeable ? (
            <div
              role="group"
              aria-label="Confirm the cancellation"
              className="flex flex-col gap-2 rounded-control border border-danger-700/30 bg-danger-50 p-3 text-sm"
            >
              <p className="text-ink">
                Cancel this session? It goes back to your plan, and {b.mentor_name} is told.
              </p>
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => {
                    setConfirming(null);
                    onCancel(b);
                  }}
                  className={`${actionClass} border-danger-700 text-danger-700`}
                >
                  Yes, cancel it
                </button>
                <button type="button" onClick={() => setConfirming(null)} className={actionClass}>
                  Keep it
                </button>
              </div>
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

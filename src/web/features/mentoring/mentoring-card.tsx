import { useState } from 'react';
import { useFetcher, useRevalidator } from 'react-router';
import { formatSessionStart } from '../../../domain/delivery/session-time.ts';
import type { LearnerBooking, Slot } from '../../../domain/mentoring/bookings.ts';
import { KIND_WORDS, type BookingKind } from '../../../domain/mentoring/entitlements.ts';
import { Alert } from '../../components/alert.tsx';
import { buttonClass } from '../../components/button.tsx';
import { CardSection } from '../../components/card-section.tsx';
import { failureMessage } from '../../api/client.ts';
import { cn } from '../../lib/cn.ts';
import { BookingList } from './booking-list.tsx';
import { bookSlot, cancelBooking, moveBooking } from './mentoring-api.ts';
import { SlotPicker } from './slot-picker.tsx';
import { slotsAsked, slotsPath, type SlotsRead } from './slots-read.ts';
import type { MentoringRead } from './load-mentoring.ts';

/** What the picker is open for, and the day whose free times it shows. */
type Choosing = { kind: BookingKind; moving: LearnerBooking | null; day: string };
type Said = { tone: 'success' | 'error'; text: string };

const TAKEN_STATUS = 409;

/**
 * The one-to-one sessions the learner's plan includes: how many are left, the ones booked (to
 * join, add to a calendar, move or cancel) and 'Book a session': a day, then a free time. What
 * the learning space's loader read; a change made here has the route read it again.
 */
export function MentoringCard({
  program,
  read,
  className,
}: {
  program: string;
  read: MentoringRead;
  className?: string;
}) {
  const revalidator = useRevalidator();
  const reload = () => void revalidator.revalidate();
  const [choosing, setChoosing] = useState<Choosing | null>(null);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<Said | null>(null);
  // A day's free times, read through routes/learn-slots.ts whenever a day is shown.
  const slots = useFetcher<SlotsRead>();

  if (!read.ok) {
    return (
      <div className={className}>
        <Alert tone="error">{read.error}</Alert>
      </div>
    );
  }
  const { mentoring } = read;
  const firstDay = mentoring.days[1] ?? mentoring.days[0]!;
  const look = (next: Choosing) => {
    setChoosing(next);
    void slots.load(slotsPath(program, next.kind, next.day));
  };
  const asked = choosing && slotsAsked(choosing.kind, choosing.day);
  const shown = slots.state === 'idle' && slots.data?.asked === asked ? slots.data : undefined;
  const upcoming = mentoring.bookings.filter((b) => b.status === 'booked' && !b.ended);
  const bookable = mentoring.allowances.filter((a) => a.left > 0);

  const choose = async (slot: Slot) => {
    if (!choosing) return;
    setBusy(true);
    setSaid(null);
    const target = { mentor_id: slot.mentor_id, starts_at: slot.starts_at };
    const result = choosing.moving
      ? await moveBooking(program, choosing.moving.id, target)
      : await bookSlot(program, { kind: choosing.kind, ...target });
    setBusy(false);
    if (result.ok) {
      const when = formatSessionStart(result.data.starts_at);
      setSaid({
        tone: 'success',
        text: `${choosing.moving ? 'Moved' : 'Booked'}: ${when} with ${result.data.mentor_name}. We have emailed you the details.`,
      });
      setChoosing(null);
      reload();
      return;
    }
    setSaid({ tone: 'error', text: failureMessage(result, 'The session was not booked.') });
    if (result.kind === 'http' && result.status === TAKEN_STATUS) look(choosing);
  };

  const cancel = async (booking: LearnerBooking) => {
    setBusy(true);
    setSaid(null);
    const result = await cancelBooking(program, booking.id);
    setBusy(false);
    setSaid(
      result.ok
        ? { tone: 'success', text: `Cancelled: ${formatSessionStart(booking.starts_at)}.` }
        : { tone: 'error', text: failureMessage(result, 'The session was not cancelled.') },
    );
    if (result.ok) reload();
  };

  return (
    <CardSection
      id="one-to-one"
      headingId="one-to-one-heading"
      heading="One-to-one sessions"
      className={cn('flex scroll-mt-24 flex-col gap-4 p-5 sm:p-6', className)}
    >
      <ul className="flex flex-col gap-1">
        {mentoring.allowances.map((a) => (
          <li key={a.kind} className="flex items-baseline justify-between gap-3">
            <span className="text-sm text-muted">
              {KIND_WORDS[a.kind].title}s, {a.minutes} minutes
            </span>
            <span className="font-bold whitespace-nowrap text-brand-950">
              {a.left} of {a.sessions} left
            </span>
          </li>
        ))}
      </ul>
      <BookingList
        bookings={upcoming}
        busy={busy}
        onMove={(b) => {
          setSaid(null);
          look({ kind: b.kind, moving: b, day: firstDay });
        }}
        onCancel={(b) => void cancel(b)}
      />
      {said ? <Alert tone={said.tone}>{said.text}</Alert> : null}
      {choosing ? (
        <div className="flex flex-col gap-3 border-t border-line pt-4">
          <div className="flex items-center justify-between gap-3">
            <p className="font-semibold text-ink">
              {choosing.moving
                ? `Move your session of ${formatSessionStart(choosing.moving.starts_at)}`
                : `Book a ${KIND_WORDS[choosing.kind].one}`}
            </p>
            <button
              type="button"
              onClick={() => setChoosing(null)}
              className="text-sm font-semibold text-brand-700 hover:underline"
            >
              Close
            </button>
          </div>
          {!choosing.moving && bookable.length > 1 ? (
            <div role="radiogroup" aria-label="Kind of session" className="flex flex-wrap gap-2">
              {bookable.map((a) => (
                <button
                  key={a.kind}
                  type="button"
                  role="radio"
                  aria-checked={choosing.kind === a.kind}
                  onClick={() => look({ kind: a.kind, moving: null, day: choosing.day })}
                  className={cn(
                    'rounded-full border px-3 py-1 text-sm font-semibold',
                    choosing.kind === a.kind
                      ? 'border-brand-700 bg-brand-700 text-white'
                      : 'border-brand-200 bg-white text-brand-800',
                  )}
                >
                  {KIND_WORDS[a.kind].title}
                </button>
              ))}
            </div>
          ) : null}
          <SlotPicker
            kind={choosing.kind}
            days={mentoring.days}
            day={choosing.day}
            read={shown}
            busy={busy}
            minutes={
              choosing.moving?.minutes ??
              mentoring.allowances.find((a) => a.kind === choosing.kind)?.minutes ??
              0
            }
            confirmLabel={choosing.moving ? 'Move to this time' : 'Book this time'}
            onDay={(day) => look({ ...choosing, day })}
            onChoose={(slot) => void choose(slot)}
          />
        </div>
      ) : bookable.length > 0 ? (
        <button
          type="button"
          onClick={() => {
            setSaid(null);
            look({ kind: bookable[0]!.kind, moving: null, day: firstDay });
          }}
          className={cn(buttonClass.primary, 'px-4 text-sm')}
        >
          Book a session
        </button>
      ) : (
        <p className="text-sm text-muted">
          You have booked every session your plan includes. A cancelled one comes back here.
        </p>
      )}
      <p className="text-xs text-muted">
        Times are India time (IST). Move or cancel up to 12 hours before a session.
      </p>
    </CardSection>
  );
}

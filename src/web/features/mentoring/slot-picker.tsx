import { useState } from 'react';
import { formatSessionStart } from '../../../domain/delivery/session-time.ts';
import type { Slot } from '../../../domain/mentoring/bookings.ts';
import { KIND_WORDS, type BookingKind } from '../../../domain/mentoring/entitlements.ts';
import { Alert } from '../../components/alert.tsx';
import { buttonClass } from '../../components/button.tsx';
import { cn } from '../../lib/cn.ts';
import { dayChip, slotClock } from './slot-words.ts';
import type { SlotsRead } from './slots-read.ts';

const chipClass =
  'flex min-w-16 flex-col items-center rounded-control border px-2 py-1.5 text-sm transition';

/**
 * Choose a day of the next 14, then one of its free times (IST), for one kind of session, and
 * confirm it: a mentor's time is not taken by a stray tap. The times are the card's to read
 * (`read`, undefined while they load) whenever a day is chosen.
 */
export function SlotPicker({
  kind,
  days,
  day,
  read,
  busy,
  minutes,
  confirmLabel,
  onDay,
  onChoose,
}: {
  kind: BookingKind;
  days: string[];
  day: string;
  read: SlotsRead | undefined;
  busy: boolean;
  /** How long the session is, for the confirmation. */
  minutes: number;
  /** 'Book this time', or 'Move to this time'. */
  confirmLabel: string;
  onDay: (day: string) => void;
  onChoose: (slot: Slot) => void;
}) {
  const [pending, setPending] = useState<Slot | null>(null);
  const slots = read?.ok ? read.slots : null;
  const error = read && !read.ok ? read.error : null;

  return (
    <div className="flex flex-col gap-3">
      {/* A fieldset is as wide as its content unless told: the days' row would widen the page. */}
      <fieldset className="min-w-0">
        <legend className="text-sm font-semibold text-ink">Day</legend>
        <div className="mt-2 flex gap-2 overflow-x-auto pb-1">
          {days.map((d) => {
            const chip = dayChip(d);
            const chosen = d === day;
            return (
              <button
                key={d}
                type="button"
                aria-pressed={chosen}
                onClick={() => {
                  setPending(null);
                  onDay(d);
                }}
                className={cn(
                  chipClass,
                  chosen
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-line bg-white text-ink hover:bg-brand-50',
                )}
              >
                <span className="text-xs">{chip.weekday}</span>
                <span className="font-semibold whitespace-nowrap">{chip.date}</span>
              </button>
            );
          })}
        </div>
      </fieldset>
      <div aria-live="polite">
        <p className="text-sm font-semibold text-ink">
          Free times on {dayChip(day).weekday} {dayChip(day).date} (IST)
        </p>
        {error ? <Alert tone="error">{error}</Alert> : null}
        {!error && slots === null ? <p className="mt-2 text-sm text-muted">Loading...</p> : null}
        {slots?.length === 0 ? (
          <p className="mt-2 text-sm text-muted">No free time that day. Try another day.</p>
        ) : null}
        {slots && slots.length > 0 ? (
          <ul className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
            {slots.map((slot) => (
              <li key={`${slot.mentor_id}-${slot.starts_at}`}>
                <button
                  type="button"
                  disabled={busy}
                  aria-pressed={pending === slot}
                  onClick={() => setPending(slot)}
                  aria-label={`${KIND_WORDS[kind].title} at ${slotClock(slot.starts_at)} with ${slot.mentor_name}`}
                  className="flex w-full flex-col rounded-control border border-brand-200 bg-white px-3 py-2 text-left hover:bg-brand-50 disabled:cursor-progress disabled:opacity-60 aria-pressed:border-brand-700 aria-pressed:bg-brand-50"
                >
                  <span className="font-semibold text-brand-800">{slotClock(slot.starts_at)}</span>
                  <span className="truncate text-xs text-muted">{slot.mentor_name}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {pending ? (
        <div
          role="group"
          aria-label="Confirm the time"
          className="flex flex-col gap-3 rounded-control border border-brand-200 bg-brand-50 p-3"
        >
          <p className="text-sm text-ink">
            {KIND_WORDS[kind].title} of {minutes} minutes with{' '}
            <strong>{pending.mentor_name}</strong> on{' '}
            <strong>{formatSessionStart(pending.starts_at)}</strong>.
          </p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              disabled={busy}
              onClick={() => onChoose(pending)}
              className={cn(buttonClass.primary, 'px-4 text-sm')}
            >
              {busy ? 'Saving...' : confirmLabel}
            </button>
            <button
              type="button"
              disabled={busy}
              onClick={() => setPending(null)}
              className={cn(buttonClass.secondary, 'px-4 text-sm')}
            >
              Choose another time
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}

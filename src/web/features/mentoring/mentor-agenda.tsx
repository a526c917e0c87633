import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { formatStartDay } from '../../../domain/delivery/session-time.ts';
import type { DayItem, MentorDay } from '../../../domain/mentoring/bookings.ts';
import { TextField } from '../../components/form-field.tsx';
import { FormAnswer } from '../staff/cohorts/form-parts.tsx';
import { useRouteChange } from '../../lib/use-route-change.ts';
import { Panel } from '../staff/layout/staff-page.tsx';
import { Badge } from '../staff/ui/badge.tsx';
import { smallButtonClass, smallDangerButtonClass } from '../staff/ui/buttons.ts';
import type { MentorChange } from './mentor-changes.ts';
import { slotClock } from './slot-words.ts';

/** A booking's meeting link, and cancelling it with a reason the learner reads. */
function BookingActions({ item }: { item: DayItem }) {
  const change = useRouteChange<MentorChange>();
  const [cancelling, setCancelling] = useState(false);
  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void change.send({ intent: 'link', id: item.id, meeting_url: String(form.get('url') ?? '') });
  };
  const cancel = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void change.send({ intent: 'cancel', id: item.id, reason: String(form.get('reason') ?? '') });
  };
  return (
    <div className="flex flex-col gap-2">
      <form onSubmit={save} className="flex flex-wrap items-end gap-2" aria-label="Meeting link">
        <div className="min-w-0 flex-1 basis-56">
          <TextField
            label="Meeting link"
            name="url"
            type="url"
            inputMode="url"
            placeholder="https://"
            defaultValue={item.meeting_url ?? ''}
            onChange={change.forget}
          />
        </div>
        <button type="submit" disabled={change.busy} className={smallButtonClass}>
          Save link
        </button>
        {cancelling ? null : (
          <button
            type="button"
            onClick={() => setCancelling(true)}
            className={smallDangerButtonClass}
          >
            Cancel session
          </button>
        )}
      </form>
      {cancelling ? (
        <form onSubmit={cancel} className="flex flex-wrap items-end gap-2" aria-label="Cancel">
          <div className="min-w-0 flex-1 basis-56">
            <TextField label="Reason, for the learner" name="reason" required minLength={3} />
          </div>
          <button type="submit" disabled={change.busy} className={smallDangerButtonClass}>
            Cancel and tell the learner
          </button>
          <button type="button" onClick={() => setCancelling(false)} className={smallButtonClass}>
            Keep it
          </button>
        </form>
      ) : null}
      <FormAnswer answer={change.answer} />
    </div>
  );
}

function AgendaItem({ item }: { item: DayItem }) {
  const end = new Date(Date.parse(item.starts_at) + item.minutes * 60_000).toISOString();
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:gap-4">
      <p className="w-36 shrink-0 font-semibold text-ink">
        {slotClock(item.starts_at)} to {slotClock(end)}
      </p>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          {item.type === 'booking' ? (
            <Badge tone="brand">{item.title}</Badge>
          ) : (
            <Badge tone={item.webinar ? 'violet' : 'grey'}>
              {item.webinar ? 'Webinar' : 'Cohort session'}
            </Badge>
          )}
          <span className="font-semibold text-ink">
            {item.type === 'booking' ? item.learner_name : item.title}
          </span>
          <span className="text-sm text-muted">{item.program_name}</span>
        </div>
        {item.type === 'booking' && item.changeable ? <BookingActions item={item} /> : null}
        {item.type === 'session' && item.cohort_id !== null ? (
          <Link
            to={`/staff/cohorts/${item.cohort_id}/sessions/${item.id}`}
            className="text-sm font-semibold text-brand-700 hover:underline"
          >
            Open the session
          </Link>
        ) : null}
      </div>
    </li>
  );
}

/** Today and the next 7 days: cohort sessions and one-to-one bookings, in time order, IST. */
export function MentorAgenda({ day }: { day: MentorDay }) {
  return (
    <Panel title="Today and the next 7 days">
      <div className="flex flex-col gap-5">
        {day.days.map(({ day: date, items }, i) => (
          <section key={date} aria-label={formatStartDay(date)}>
            <h3 className="text-sm font-bold tracking-wide text-muted uppercase">
              {i === 0 ? 'Today, ' : ''}
              {formatStartDay(date)}
            </h3>
            {items.length === 0 ? (
              <p className="py-2 text-sm text-muted">Nothing booked.</p>
            ) : (
              <ul className="divide-y divide-line">
                {items.map((item) => (
                  <AgendaItem key={`${item.type}-${item.id}`} item={item} />
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </Panel>
  );
}

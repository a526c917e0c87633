import type { FormEvent } from 'react';
import { clockTime, formatStartDay, WEEKDAYS } from '../../../domain/delivery/session-time.ts';
import type { Availability } from '../../../domain/mentoring/availability.ts';
import { TextField } from '../../components/form-field.tsx';
import { FormAnswer } from '../staff/cohorts/form-parts.tsx';
import { useRouteChange } from '../../lib/use-route-change.ts';
import { Panel } from '../staff/layout/staff-page.tsx';
import { smallButtonClass, smallDangerButtonClass } from '../staff/ui/buttons.ts';
import { SelectField } from '../staff/ui/select-field.tsx';
import type { MentorChange } from './mentor-changes.ts';

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
// Monday first, as a working week reads.
const DAY_CHOICES = [1, 2, 3, 4, 5, 6, 0].map((d) => ({ value: String(d), label: DAY_NAMES[d]! }));

const field = (form: FormData, name: string) => String(form.get(name) ?? '');
const rowClass = 'flex flex-wrap items-center justify-between gap-2 py-2';

/** The weekly hours learners book in, and the days away when no one can. */
export function AvailabilityPanel({ availability }: { availability: Availability }) {
  const change = useRouteChange<MentorChange>();
  const addBlock = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void change.send({
      intent: 'add-block',
      block: {
        weekday: Number(field(form, 'weekday')),
        start: field(form, 'start'),
        end: field(form, 'end'),
      },
    });
  };
  const addLeave = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void change.send({
      intent: 'add-leave',
      leave: {
        starts_on: field(form, 'starts_on'),
        ends_on: field(form, 'ends_on'),
        reason: field(form, 'reason'),
      },
    });
  };
  return (
    <Panel title="My hours for one-to-one sessions">
      <div className="flex flex-col gap-6">
        <FormAnswer answer={change.answer} />
        <section aria-labelledby="weekly-hours" className="flex flex-col gap-3">
          <h3 id="weekly-hours" className="font-semibold text-ink">
            Weekly hours (IST)
          </h3>
          {availability.blocks.length === 0 ? (
            <p className="text-sm text-muted">
              None yet. Learners can book you only within hours you add here.
            </p>
          ) : (
            <ul aria-label="Weekly hours" className="divide-y divide-line">
              {availability.blocks.map((b) => (
                <li key={b.id} className={rowClass}>
                  <span className="text-ink">
                    <span className="font-semibold">{DAY_NAMES[b.weekday]}</span>{' '}
                    {clockTime(b.start_minute, true)} to {clockTime(b.end_minute, true)}
                  </span>
                  <button
                    type="button"
                    disabled={change.busy}
                    onClick={() => void change.send({ intent: 'remove-block', id: b.id })}
                    className={smallDangerButtonClass}
                    aria-label={`Remove ${WEEKDAYS[b.weekday]} ${clockTime(b.start_minute, true)} to ${clockTime(b.end_minute, true)}`}
                  >
                    Remove
                  </button>
                </li>
              ))}
            </ul>
          )}
          <form
            onSubmit={addBlock}
            aria-label="Add weekly hours"
            className="grid grid-cols-1 items-end gap-3 sm:grid-cols-4"
          >
            <SelectField
              label="Day"
              name="weekday"
              choices={DAY_CHOICES}
              onChange={change.forget}
            />
            <TextField
              label="From"
              name="start"
              type="time"
              step={1800}
              defaultValue="10:00"
              required
            />
            <TextField
              label="To"
              name="end"
              type="time"
              step={1800}
              defaultValue="12:00"
              required
            />
            <button type="submit" disabled={change.busy} className={smallButtonClass}>
              Add hours
            </button>
          </form>
        </section>
        <section aria-labelledby="leave" className="flex flex-col gap-3 border-t border-line pt-5">
          <h3 id="leave" className="font-semibold text-ink">
            Leave
          </h3>
          {availability.leave.length === 0 ? (
            <p className="text-sm text-muted">No leave ahead.</p>
          ) : (
            <ul aria-label="Leave" className="divide-y divide-line">
              {availability.leave.map((l) => (
                <li key={l.id} className={rowClass}>
                  <span className="text-ink">
                    {formatStartDay(l.starts_on)}
                    {l.ends_on === l.starts_on ? '' : ` to ${formatStartDay(l.ends_on)}`}
                    {l.reason ? <span className="text-muted"> · {l.reason}</span> : null}
                  </span>
                  <button
                    type="button"
                    disabled={change.busy}
                    onClick={() => void change.send({ intent: 'remove-leave', id: l.id })}
                    className={smallDangerButtonClass}
                  >
                    Remove
                  </button>
                </li>
              ))}
            </ul>
          )}
          <form
            onSubmit={addLeave}
            aria-label="Add leave"
            className="grid grid-cols-1 items-end gap-3 sm:grid-cols-4"
          >
            <TextField label="First day" name="starts_on" type="date" required />
            <TextField label="Last day" name="ends_on" type="date" required />
            <TextField label="Reason (optional)" name="reason" maxLength={200} />
            <button type="submit" disabled={change.busy} className={smallButtonClass}>
              Add leave
            </button>
          </form>
        </section>
      </div>
    </Panel>
  );
}

import { useState } from 'react';
import type { SessionDetail } from '../../../../domain/delivery/sessions.ts';
import { cn } from '../../../lib/cn.ts';
import { useRouteChange } from '../../../lib/use-route-change.ts';
import { smallButtonClass } from '../ui/buttons.ts';
import type { CohortChangeRequest } from './cohort-changes.ts';
import { checkboxClass, FormAnswer } from './form-parts.tsx';

/** Present or absent, per learner of the cohort; unticked is absent. */
export function AttendanceForm({ detail }: { detail: SessionDetail }) {
  const [present, setPresent] = useState(
    () => new Set(detail.roster.filter((l) => l.present).map((l) => l.id)),
  );
  const save = useRouteChange<CohortChangeRequest>();
  if (detail.roster.length === 0) return <p className="text-muted">No learners in this cohort.</p>;
  const toggle = (id: number, on: boolean) => {
    save.forget();
    setPresent((was) => {
      const next = new Set(was);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  };
  return (
    <form
      aria-label="Attendance"
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void save.send({
          intent: 'attendance',
          cohort_id: detail.cohort.id,
          session_id: detail.session.id,
          marks: detail.roster.map((l) => ({ learner_id: l.id, present: present.has(l.id) })),
        });
      }}
    >
      <fieldset>
        <legend className="sr-only">Who was present</legend>
        <ul className="divide-y divide-line">
          {detail.roster.map((l) => (
            <li key={l.id} className="py-2 first:pt-0">
              <label className="flex items-center gap-3">
                <input
                  type="checkbox"
                  className={checkboxClass}
                  checked={present.has(l.id)}
                  onChange={(event) => toggle(l.id, event.target.checked)}
                />
                <span className="min-w-0">
                  <span className="block font-semibold text-ink">{l.name}</span>
                  <span className="block text-sm break-all text-muted">{l.email}</span>
                </span>
                <span className="ml-auto text-sm text-muted">
                  {present.has(l.id) ? 'Present' : 'Absent'}
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <FormAnswer answer={save.answer} />
      <button type="submit" disabled={save.busy} className={cn(smallButtonClass, 'self-start')}>
        {save.busy ? 'Saving...' : 'Save attendance'}
      </button>
    </form>
  );
}

import { useState } from 'react';
import type { EnrolmentCertificate } from '../../../../domain/certificates/certificates.ts';
import type { CohortCheckResults } from '../../../../domain/delivery/check-results.ts';
import type { CohortLearner, CohortSummary } from '../../../../domain/delivery/cohorts.ts';
import { formatStartDay } from '../../../../domain/delivery/session-time.ts';
import { LearnerCertificate } from '../certificates/learner-certificate.tsx';
import { useRouteChange } from '../../../lib/use-route-change.ts';
import { smallButtonClass } from '../ui/buttons.ts';
import { SelectField } from '../ui/select-field.tsx';
import type { CohortChangeRequest } from './cohort-changes.ts';
import { FormAnswer } from './form-parts.tsx';
import { LearnerChecks } from './learner-checks.tsx';

/** The learner's certificate, or what they still need for it, across the row. */
function CertificateCell({
  learnerId,
  certificates,
}: {
  learnerId: number;
  certificates: { entries: EnrolmentCertificate[]; manages: boolean };
}) {
  const entry = certificates.entries.find((e) => e.learner_id === learnerId);
  if (!entry) return null;
  return (
    <div className="md:col-span-3">
      <LearnerCertificate entry={entry} manages={certificates.manages} />
    </div>
  );
}

const attendance = (l: CohortLearner) =>
  l.attendance_marked ? `${l.attended} of ${l.attendance_marked} sessions` : 'Not marked yet';

/** Staff move a learner to another cohort of the program that has a free seat. */
function MoveLearner({
  cohortId,
  learner,
  siblings,
}: {
  cohortId: number;
  learner: CohortLearner;
  siblings: CohortSummary[];
}) {
  const [target, setTarget] = useState('');
  const move = useRouteChange<CohortChangeRequest>();
  const choices = siblings.map((c) => ({
    value: String(c.id),
    label: `${formatStartDay(c.starts_on)}, ${c.language}${c.seats_taken >= c.capacity ? ' (full)' : ''}`,
  }));
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      aria-label={`Move ${learner.name} to another cohort`}
      onSubmit={(event) => {
        event.preventDefault();
        if (!target) return;
        void move.send({
          intent: 'move-learner',
          cohort_id: cohortId,
          learner_id: learner.id,
          learner: learner.name,
          to_cohort_id: Number(target),
        });
      }}
    >
      <SelectField
        label="Move to cohort"
        className="min-w-0 flex-1 basis-48"
        value={target}
        choices={[{ value: '', label: 'Choose a cohort' }, ...choices]}
        onChange={(event) => {
          move.forget();
          setTarget(event.target.value);
        }}
      />
      <button type="submit" disabled={!target || move.busy} className={smallButtonClass}>
        {move.busy ? 'Moving...' : 'Move'}
      </button>
      <div className="basis-full">
        <FormAnswer answer={move.answer} />
      </div>
    </form>
  );
}

/** The cohort's learners: who they are, attendance and progress; staff can move them. */
export function LearnerList({
  cohortId,
  learners,
  siblings,
  certificates,
  checks,
}: {
  cohortId: number;
  learners: CohortLearner[];
  /** How each learner does on the program's checks of understanding; null if not read. */
  checks?: CohortCheckResults | null | undefined;
  /** Other cohorts of the program, for staff; null for a mentor. */
  siblings: CohortSummary[] | null;
  /** Each learner's completion and certificate; issuing and revoking are for staff. */
  certificates?: { entries: EnrolmentCertificate[]; manages: boolean } | undefined;
}) {
  if (learners.length === 0) return <p className="text-muted">No learners in this cohort yet.</p>;
  return (
    <ul className="divide-y divide-line">
      {learners.map((l) => (
        <li key={l.id} className="grid gap-3 py-3 first:pt-0 last:pb-0 md:grid-cols-[1fr_1fr_auto]">
          <div className="min-w-0">
            <p className="font-semibold text-ink">{l.name}</p>
            <p className="text-sm break-all text-muted">{l.email}</p>
            <p className="text-sm text-muted">{l.plan}</p>
          </div>
          <dl className="grid grid-cols-[max-content_1fr] content-start gap-x-3 gap-y-1 text-sm">
            <dt className="font-semibold text-muted">Attendance</dt>
            <dd>{attendance(l)}</dd>
            <dt className="font-semibold text-muted">Progress</dt>
            <dd>
              <span className="flex items-center gap-2">
                <span
                  aria-hidden
                  className="h-2 w-20 overflow-hidden rounded-full bg-surface ring-1 ring-line"
                >
                  <span
                    className="block h-full bg-brand-600"
                    style={{ width: `${l.progress_percent}%` }}
                  />
                </span>
                {l.progress_percent}% ({l.modules_done}{' '}
                {l.modules_done === 1 ? 'module' : 'modules'})
              </span>
            </dd>
            {checks ? <LearnerChecks learnerId={l.id} results={checks} /> : null}
          </dl>
          {siblings ? (
            siblings.length ? (
              <MoveLearner cohortId={cohortId} learner={l} siblings={siblings} />
            ) : (
              <p className="text-sm text-muted">No other cohort of this program to move to.</p>
            )
          ) : null}
          {certificates ? <CertificateCell learnerId={l.id} certificates={certificates} /> : null}
        </li>
      ))}
    </ul>
  );
}

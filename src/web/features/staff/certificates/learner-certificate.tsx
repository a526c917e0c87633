import { useState } from 'react';
import {
  REVOKE_REASON_MAX,
  REVOKE_REASON_MIN,
  formatCertificateDay,
  revokedWords,
  type EnrolmentCertificate,
} from '../../../../domain/certificates/certificates.ts';
import { useRouteChange } from '../../../lib/use-route-change.ts';
import { smallButtonClass, smallDangerButtonClass } from '../ui/buttons.ts';
import { FormAnswer } from '../cohorts/form-parts.tsx';
import type { CertificateChange } from './certificate-changes.ts';

const linkClass = 'font-semibold text-brand-700 underline-offset-2 hover:underline';

/** 'Revoke', or 'Undo revocation' of one revoked by mistake: either with the reason why. */
function ReasonedChange({
  entry,
  number,
  undo,
}: {
  entry: EnrolmentCertificate;
  number: string;
  undo: boolean;
}) {
  const [reason, setReason] = useState('');
  const change = useRouteChange<CertificateChange>();
  const id = `${undo ? 'restore' : 'revoke'}-${entry.enrolment_id}`;
  const words = undo
    ? {
        summary: 'Undo revocation',
        form: `Undo the revocation of ${entry.name}'s certificate`,
        label: 'Why is the revocation undone? (the learner is mailed that it is valid again)',
        busy: 'Undoing...',
        submit: 'Make it valid again',
      }
    : {
        summary: 'Revoke',
        form: `Revoke ${entry.name}'s certificate`,
        label: 'Why is it revoked? (shown on its public page)',
        busy: 'Revoking...',
        submit: 'Revoke certificate',
      };
  const buttonClass = undo ? smallButtonClass : smallDangerButtonClass;
  return (
    <details className="text-sm">
      <summary className={`${buttonClass} cursor-pointer list-none`}>{words.summary}</summary>
      <form
        className="mt-2 flex flex-col gap-2"
        aria-label={words.form}
        onSubmit={(event) => {
          event.preventDefault();
          void change.send({
            intent: undo ? 'restore-certificate' : 'revoke-certificate',
            number,
            reason,
            learner: entry.name,
          });
        }}
      >
        <label htmlFor={id} className="font-semibold text-ink">
          {words.label}
        </label>
        <textarea
          id={id}
          value={reason}
          rows={2}
          minLength={REVOKE_REASON_MIN}
          maxLength={REVOKE_REASON_MAX}
          required
          onChange={(event) => {
            change.forget();
            setReason(event.target.value);
          }}
          className="rounded-control border border-line px-3 py-2"
        />
        <button type="submit" disabled={change.busy} className={buttonClass}>
          {change.busy ? words.busy : words.submit}
        </button>
        <FormAnswer answer={change.answer} />
      </form>
    </details>
  );
}

/** A learner's completion and certificate in the console, with what staff may do about it. */
export function LearnerCertificate({
  entry,
  manages,
}: {
  entry: EnrolmentCertificate;
  manages: boolean;
}) {
  const issue = useRouteChange<CertificateChange>();
  const { certificate, completion } = entry;
  if (certificate) {
    return (
      <div className="flex flex-col items-start gap-2 text-sm">
        <p>
          Certificate{' '}
          <a href={`/certificates/${certificate.number}`} className={linkClass}>
            {certificate.number}
          </a>
          , {formatCertificateDay(certificate.completed_on)}
        </p>
        {certificate.revoked ? (
          // The revocation is the news now: 'issued and mailed' from before would contradict it.
          <>
            <p className="font-semibold text-danger-700">{revokedWords(certificate.revoked)}</p>
            {manages ? <ReasonedChange entry={entry} number={certificate.number} undo /> : null}
          </>
        ) : (
          <>
            {manages ? (
              <ReasonedChange entry={entry} number={certificate.number} undo={false} />
            ) : null}
            <FormAnswer answer={issue.answer} />
          </>
        )}
      </div>
    );
  }
  const missing = completion.conditions.filter((c) => !c.met);
  return (
    <div className="flex flex-col items-start gap-2 text-sm">
      {completion.met ? (
        <p className="font-semibold text-success-700">Completed the program</p>
      ) : (
        <div>
          <p className="font-semibold text-muted">Not complete yet</p>
          <ul className="list-disc pl-5 text-muted">
            {missing.map((c) => (
              <li key={c.key}>{c.words}</li>
            ))}
          </ul>
        </div>
      )}
      {manages && completion.met ? (
        <button
          type="button"
          disabled={issue.busy}
          className={smallButtonClass}
          onClick={() =>
            void issue.send({
              intent: 'issue-certificate',
              enrolment_id: entry.enrolment_id,
              learner: entry.name,
            })
          }
        >
          {issue.busy ? 'Issuing...' : 'Issue certificate'}
        </button>
      ) : null}
      <FormAnswer answer={issue.answer} />
    </div>
  );
}

/** 'Issue certificates to everyone who completed', for a cohort. */
export function IssueCohortCertificates({
  cohortId,
  ready,
}: {
  cohortId: number;
  /** How many learners completed and have no certificate yet. */
  ready: number;
}) {
  const issue = useRouteChange<CertificateChange>();
  return (
    <div className="mb-4 flex flex-col items-start gap-2">
      <button
        type="button"
        disabled={issue.busy || ready === 0}
        className={smallButtonClass}
        onClick={() => void issue.send({ intent: 'issue-certificates', cohort_id: cohortId })}
      >
        {issue.busy ? 'Issuing...' : 'Issue certificates to everyone who completed'}
      </button>
      {ready === 0 && !issue.answer ? (
        <p className="text-sm text-muted">No learner is waiting for a certificate.</p>
      ) : null}
      <FormAnswer answer={issue.answer} />
    </div>
  );
}

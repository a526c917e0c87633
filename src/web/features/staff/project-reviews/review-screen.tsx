import { ExternalLink, FileDown } from 'lucide-react';
import type { ReactNode } from 'react';
import type {
  ReviewDetail,
  Submission,
  SubmissionStatus,
} from '../../../../domain/projects/submissions.ts';
import { FormAnswer } from '../cohorts/form-parts.tsx';
import { useRouteChange } from '../../../lib/use-route-change.ts';
import { Panel, StaffPage } from '../layout/staff-page.tsx';
import { Badge, type BadgeTone } from '../ui/badge.tsx';
import { DateTime, formatDay } from '../ui/dates.tsx';
import { DetailsList } from '../ui/details-list.tsx';
import type { ReviewRequest } from './review-changes.ts';
import { REVIEWS_PATH } from './review-paths.ts';
import { ReviewForm } from './review-form.tsx';

const STATUS: Record<SubmissionStatus, { tone: BadgeTone; label: string }> = {
  submitted: { tone: 'amber', label: 'Waiting for review' },
  changes_needed: { tone: 'red', label: 'Changes needed' },
  accepted: { tone: 'green', label: 'Accepted' },
};

const linkClass =
  'inline-flex items-start gap-1.5 font-semibold break-all text-brand-700 hover:underline';

/** The page around a submission, or around why it could not be shown. */
export function ReviewPage({
  title,
  badge,
  children,
}: {
  title: string;
  badge?: ReactNode;
  children: ReactNode;
}) {
  return (
    <StaffPage title={title} badge={badge} back={{ to: REVIEWS_PATH, label: 'Projects to review' }}>
      {children}
    </StaffPage>
  );
}

/** What was handed in: the link to open, or the file to download (never opened in the page). */
function HandedIn({ submission }: { submission: Submission }) {
  if (submission.link_url) {
    return (
      <a href={submission.link_url} target="_blank" rel="noopener noreferrer" className={linkClass}>
        <ExternalLink aria-hidden className="mt-0.5 size-4 shrink-0" />
        {submission.link_url}
      </a>
    );
  }
  if (!submission.file_url) return null;
  return (
    <a href={submission.file_url} download className={linkClass}>
      <FileDown aria-hidden className="mt-0.5 size-4 shrink-0" />
      Download {submission.file_name}
    </a>
  );
}

function EarlierAttempt({ submission }: { submission: Submission }) {
  return (
    <li className="flex flex-col gap-1.5 py-3 first:pt-0 last:pb-0">
      <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-ink">
        Attempt {submission.attempt} · <DateTime iso={submission.submitted_at} />
        <Badge tone={STATUS[submission.status].tone}>{STATUS[submission.status].label}</Badge>
      </p>
      <HandedIn submission={submission} />
      {submission.note ? <p className="text-sm text-muted">Note: {submission.note}</p> : null}
      {submission.review_comment ? (
        <p className="text-sm whitespace-pre-wrap text-ink">Comment: {submission.review_comment}</p>
      ) : null}
    </li>
  );
}

/** One submission: what was handed in, the project's brief, earlier attempts, and the decision. */
export function ReviewScreen({ detail }: { detail: ReviewDetail }) {
  const { summary, submission } = detail;
  const status = STATUS[submission.status];
  const change = useRouteChange<ReviewRequest>();
  return (
    <ReviewPage
      title={summary.project_title}
      badge={<Badge tone={status.tone}>{status.label}</Badge>}
    >
      <FormAnswer answer={change.answer} />
      <Panel title="Submission">
        <DetailsList
          items={[
            { label: 'Learner', value: summary.learner },
            { label: 'Program', value: `${summary.program_name}, ${detail.plan}` },
            {
              label: 'Cohort',
              value: summary.cohort_starts_on
                ? `Starting ${formatDay(summary.cohort_starts_on)}`
                : 'Self-paced',
            },
            { label: 'Attempt', value: String(submission.attempt) },
            { label: 'Submitted', value: <DateTime iso={submission.submitted_at} /> },
            {
              label: submission.link_url ? 'Link' : 'File',
              value: <HandedIn submission={submission} />,
            },
            { label: 'Note', value: submission.note || 'No note' },
            ...(submission.review_comment
              ? [{ label: 'Your comment', value: submission.review_comment }]
              : []),
          ]}
        />
      </Panel>
      <Panel title={summary.final ? 'The project (final, for the certificate)' : 'The project'}>
        <p className="text-ink">{detail.brief}</p>
        <p className="mt-2 text-sm text-muted">What to submit: {detail.submit}</p>
      </Panel>
      {detail.earlier.length ? (
        <Panel title="Earlier attempts">
          <ol className="flex flex-col divide-y divide-line">
            {detail.earlier.map((earlier) => (
              <EarlierAttempt key={earlier.id} submission={earlier} />
            ))}
          </ol>
        </Panel>
      ) : null}
      {submission.status === 'submitted' ? (
        <Panel title="Your review">
          <ReviewForm id={submission.id} change={change} />
        </Panel>
      ) : null}
    </ReviewPage>
  );
}

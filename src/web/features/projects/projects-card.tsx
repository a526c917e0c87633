import { CheckCircle2, Clock, ExternalLink, FileDown, PenLine } from 'lucide-react';
import { useId } from 'react';
import { formatSessionStart } from '../../../domain/delivery/session-time.ts';
import {
  closedProjectsNotice,
  type LearnerProject,
  type Submission,
} from '../../../domain/projects/submissions.ts';
import { CardSection } from '../../components/card-section.tsx';
import { cn } from '../../lib/cn.ts';
import { ProjectForm } from './project-form.tsx';

const linkClass =
  'inline-flex items-start gap-1.5 font-semibold break-all text-brand-700 underline-offset-2 hover:underline';

/** Where the project stands, in the words the learner reads. */
function ProjectStatus({ latest }: { latest: Submission | null }) {
  const base = 'mt-3 flex items-start gap-2 rounded-control border px-3 py-2 text-sm font-medium';
  if (!latest) {
    return <p className={cn(base, 'border-line bg-surface text-muted')}>Not submitted</p>;
  }
  if (latest.status === 'submitted') {
    return (
      <p className={cn(base, 'border-brand-200 bg-brand-50 text-brand-900')}>
        <Clock aria-hidden className="mt-0.5 size-4 shrink-0" />
        Submitted on {formatSessionStart(latest.submitted_at)}, waiting for review
      </p>
    );
  }
  if (latest.status === 'changes_needed') {
    return (
      <p className={cn(base, 'border-accent-300 bg-accent-100 text-accent-700')}>
        <PenLine aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span className="whitespace-pre-wrap">Changes needed: {latest.review_comment}</span>
      </p>
    );
  }
  return (
    <div className={cn(base, 'flex-col border-success-700/30 bg-success-50 text-success-700')}>
      <p className="flex items-center gap-2">
        <CheckCircle2 aria-hidden className="size-4 shrink-0" />
        Accepted
      </p>
      {latest.review_comment ? (
        <p className="font-normal whitespace-pre-wrap text-ink">{latest.review_comment}</p>
      ) : null}
    </div>
  );
}

/** What the learner handed in last: the link, or their file to download again. */
function HandedIn({ latest }: { latest: Submission }) {
  return (
    <p className="mt-2 text-sm text-muted">
      {latest.attempt > 1 ? `Attempt ${latest.attempt}: ` : 'You handed in: '}
      {latest.link_url ? (
        <a href={latest.link_url} target="_blank" rel="noopener noreferrer" className={linkClass}>
          <ExternalLink aria-hidden className="mt-0.5 size-4 shrink-0" />
          {latest.link_url}
        </a>
      ) : latest.file_url ? (
        <a href={latest.file_url} download className={linkClass}>
          <FileDown aria-hidden className="mt-0.5 size-4 shrink-0" />
          {latest.file_name}
        </a>
      ) : null}
    </p>
  );
}

function ProjectItem({ project }: { project: LearnerProject }) {
  const titleId = useId();
  const { latest } = project;
  const canSubmit = project.open && (latest === null || latest.status === 'changes_needed');
  return (
    <li className="py-5 first:pt-0 last:pb-0">
      <article aria-labelledby={titleId}>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h3 id={titleId} className="font-bold text-ink">
            {project.title}
          </h3>
          {project.final ? (
            <span className="rounded-full border border-brand-200 bg-brand-50 px-2.5 py-0.5 text-xs font-bold text-brand-800">
              Final project
            </span>
          ) : null}
        </div>
        <p className="mt-0.5 text-sm text-muted">
          After module {project.module_index + 1}: {project.module_title}
        </p>
        <p className="mt-2 text-ink">{project.brief}</p>
        <p className="mt-1 text-sm text-ink">
          <span className="font-semibold">What to submit: </span>
          {project.submit}
        </p>
        {project.open ? <ProjectStatus latest={latest} /> : null}
        {latest && project.open ? <HandedIn latest={latest} /> : null}
        {canSubmit ? <ProjectForm project={project} /> : null}
      </article>
    </li>
  );
}

/**
 * The program's projects: each one's brief, what to hand in, where it stands, and the form to
 * hand it in. A learner whose plan has feedback on some projects only (Basic: none) is told
 * plainly which are theirs to submit.
 */
export function ProjectsCard({
  projects,
  projectFeedback,
  className,
}: {
  projects: LearnerProject[];
  /** How many of the projects, the first ones, the learner's plan has feedback on. */
  projectFeedback: number;
  className?: string;
}) {
  const someClosed = projects.some((p) => !p.open);
  return (
    <CardSection
      id="projects"
      headingId="projects-heading"
      heading="Projects"
      className={cn('flex scroll-mt-24 flex-col gap-4 p-5 sm:p-6', className)}
    >
      {someClosed ? (
        <p className="rounded-control border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900">
          {closedProjectsNotice(projectFeedback)}
        </p>
      ) : null}
      <ol className="flex flex-col divide-y divide-line">
        {projects.map((project) => (
          <ProjectItem key={project.id} project={project} />
        ))}
      </ol>
    </CardSection>
  );
}

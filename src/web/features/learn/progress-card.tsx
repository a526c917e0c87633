import { ArrowRight, PartyPopper } from 'lucide-react';
import type { LearnerModule, LearnerProgress } from '../../../domain/learner-space.ts';
import { buttonClass } from '../../components/button.tsx';
import { CardSection } from '../../components/card-section.tsx';
import { cn } from '../../lib/cn.ts';

/** How far the learner is, and the first module not done yet. */
export function ProgressCard({
  progress,
  modules,
  className,
}: {
  progress: LearnerProgress;
  modules: LearnerModule[];
  className?: string;
}) {
  const next = progress.continue_index === null ? undefined : modules[progress.continue_index];
  return (
    <CardSection
      headingId="progress-heading"
      heading="Your progress"
      className={cn('flex flex-col gap-3 p-5 sm:p-6', className)}
    >
      <p className="flex items-baseline gap-2">
        <span className="text-3xl font-extrabold text-brand-950" data-testid="progress-percent">
          {progress.percent}%
        </span>
        <span className="text-sm text-muted">
          {progress.done} of {progress.total} modules done
        </span>
      </p>
      <div
        role="progressbar"
        aria-label="Modules done"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        className="h-2.5 overflow-hidden rounded-full bg-brand-100"
      >
        <div
          className="h-full rounded-full bg-brand-600"
          style={{ width: `${progress.percent}%` }}
        />
      </div>
      {next ? (
        <a
          href={`#module-${next.index + 1}`}
          className={cn(buttonClass.primary, 'mt-1 px-4 text-center text-sm')}
        >
          Continue where you left off
          <ArrowRight aria-hidden className="size-4 shrink-0" />
        </a>
      ) : (
        <p className="flex items-center gap-2 font-semibold text-success-700">
          <PartyPopper aria-hidden className="size-5" />
          Every module is done. Well done!
        </p>
      )}
      {next ? (
        <p className="text-sm text-muted">
          Next up: Module {next.index + 1}, {next.title}
        </p>
      ) : null}
    </CardSection>
  );
}

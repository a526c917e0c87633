import { Check, ExternalLink, FileDown } from 'lucide-react';
import type { LearnerQuestion } from '../../../domain/delivery/questions.ts';
import type { LearnerMaterial, LearnerModule } from '../../../domain/learner-space.ts';
import { Alert } from '../../components/alert.tsx';
import { CardSection } from '../../components/card-section.tsx';
import { cn } from '../../lib/cn.ts';
import { useLearnChange } from './learn-changes.ts';
import { CheckedModuleState, ModuleCheck } from './module-check.tsx';
import { ModuleQuestions } from './module-questions.tsx';

const sizeFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });

/** '2.4 MB', '830 KB' */
function fileSize(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${sizeFormat.format(bytes / (1024 * 1024))} MB`
    : `${sizeFormat.format(Math.max(1, bytes / 1024))} KB`;
}

function Material({ material }: { material: LearnerMaterial }) {
  const linkClass =
    'inline-flex items-start gap-2 font-semibold text-brand-700 underline-offset-2 hover:underline';
  if (material.kind === 'link') {
    return (
      <a href={material.url} target="_blank" rel="noopener noreferrer" className={linkClass}>
        <ExternalLink aria-hidden className="mt-0.5 size-4 shrink-0" />
        {material.title}
      </a>
    );
  }
  return (
    <a href={material.url} download className={linkClass}>
      <FileDown aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>
        {material.title}
        {material.file_size !== null ? (
          <span className="ml-1 font-normal text-muted">({fileSize(material.file_size)})</span>
        ) : null}
      </span>
    </a>
  );
}

/** 'Mark as done', or 'Done' to take it back; shown as done at once while the change is sent. */
function DoneToggle({ module }: { module: LearnerModule }) {
  const change = useLearnChange();
  const done = change.pending ? !module.done : module.done;
  return (
    <div className="flex flex-col items-start gap-2 sm:items-end">
      <button
        type="button"
        aria-pressed={done}
        aria-label={`${done ? 'Done' : 'Mark as done'}: module ${module.index + 1}`}
        disabled={change.pending}
        onClick={() =>
          void change.submit({ intent: 'module', index: module.index, done: !module.done })
        }
        className={cn(
          'inline-flex items-center gap-2 rounded-control border px-4 py-2 text-sm font-semibold whitespace-nowrap transition disabled:cursor-progress',
          done
            ? 'border-success-700/30 bg-success-50 text-success-700 hover:bg-white'
            : 'border-brand-200 bg-white text-brand-800 hover:bg-brand-50',
        )}
      >
        <Check aria-hidden className={cn('size-4', !done && 'opacity-40')} />
        {done ? 'Done' : 'Mark as done'}
      </button>
      {change.refusal ? <Alert tone="error">{change.refusal.error}</Alert> : null}
    </div>
  );
}

/** The syllabus's modules, each with its topics, its materials and whether it is done. */
export function ModuleList({
  modules,
  questions,
  className,
}: {
  modules: LearnerModule[];
  /** The cohort's questions to its mentors; null for a self-paced learner (they have none). */
  questions?: LearnerQuestion[] | null;
  className?: string;
}) {
  return (
    <CardSection
      headingId="modules-heading"
      heading="Modules"
      className={cn('flex flex-col gap-2 p-5 sm:p-6', className)}
    >
      <ol className="divide-y divide-line">
        {modules.map((module) => (
          <li
            key={module.index}
            id={`module-${module.index + 1}`}
            className="flex scroll-mt-24 flex-col gap-3 py-4 sm:flex-row sm:justify-between sm:gap-6"
          >
            <div className="min-w-0">
              <p className="text-xs font-bold tracking-wide text-brand-700 uppercase">
                Module {module.index + 1}
              </p>
              <h3 className="font-bold text-ink">{module.title}</h3>
              <ul className="mt-1 list-disc pl-5 text-sm text-muted">
                {module.topics.map((topic) => (
                  <li key={topic}>{topic}</li>
                ))}
              </ul>
              {module.materials.length ? (
                <ul
                  className="mt-3 flex flex-col gap-1.5 text-sm"
                  aria-label={`Materials of module ${module.index + 1}`}
                >
                  {module.materials.map((material) => (
                    <li key={material.id}>
                      <Material material={material} />
                    </li>
                  ))}
                </ul>
              ) : null}
              <ModuleCheck module={module} />
              {questions ? <ModuleQuestions index={module.index} questions={questions} /> : null}
            </div>
            {module.check ? <CheckedModuleState module={module} /> : <DoneToggle module={module} />}
          </li>
        ))}
      </ol>
    </CardSection>
  );
}

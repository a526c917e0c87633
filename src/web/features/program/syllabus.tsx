import { ChevronDown } from 'lucide-react';
import type { SyllabusModule } from '../../../domain/catalogue/program-file.ts';

/** The modules as native disclosures, numbered, the first one open. */
export function Syllabus({ modules }: { modules: readonly SyllabusModule[] }) {
  if (modules.length === 0)
    return <p className="text-muted">Syllabus coming soon for this program.</p>;
  return (
    <ol className="space-y-3">
      {modules.map((module, index) => (
        <li key={module.title}>
          <details
            open={index === 0}
            className="group rounded-card border border-line bg-white px-5 shadow-card"
          >
            <summary className="flex cursor-pointer list-none items-center gap-4 py-4 [&::-webkit-details-marker]:hidden">
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-700">
                {index + 1}
              </span>
              <span className="flex-1 font-semibold text-brand-950">{module.title}</span>
              <ChevronDown
                aria-hidden
                className="size-5 shrink-0 text-brand-700 transition group-open:rotate-180"
              />
            </summary>
            <ul className="list-disc space-y-1.5 pb-5 pl-16 text-muted marker:text-brand-300">
              {module.topics.map((topic) => (
                <li key={topic}>{topic}</li>
              ))}
            </ul>
          </details>
        </li>
      ))}
    </ol>
  );
}

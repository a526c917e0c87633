import { FileText, Link2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Material, ProgramMaterials } from '../../../../domain/delivery/materials.ts';
import { useRouteChange } from '../../../lib/use-route-change.ts';
import { smallDangerButtonClass } from '../ui/buttons.ts';
import { DateTime } from '../ui/dates.tsx';
import type { CohortChangeRequest } from './cohort-changes.ts';
import { FormAnswer } from './form-parts.tsx';

const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

function What({ material }: { material: Material }) {
  if (material.url) {
    return (
      <a
        href={material.url}
        target="_blank"
        rel="noreferrer"
        className="break-all text-sm text-brand-700 hover:underline"
      >
        {material.url}
      </a>
    );
  }
  return (
    <span className="text-sm break-all text-muted">
      {material.file_name} · {material.file_type?.toUpperCase()} · {size(material.file_size ?? 0)}
    </span>
  );
}

/** Each module of the program with what is attached to it; staff can remove an item. */
export function MaterialList({
  materials,
  manages,
  moduleExtra,
}: {
  materials: ProgramMaterials;
  manages: boolean;
  /** More about a module, under its materials: its check of understanding. */
  moduleExtra?: (index: number) => ReactNode;
}) {
  const remove = useRouteChange<CohortChangeRequest>();
  const removing = remove.sending?.intent === 'remove' ? remove.sending.id : null;
  return (
    <div className="flex flex-col gap-4">
      <FormAnswer answer={remove.answer} />
      <ol className="flex flex-col gap-4">
        {materials.modules.map((module, index) => (
          <li
            key={module.title}
            className="rounded-card border border-line bg-white p-4 shadow-card sm:p-5"
          >
            <h2 className="font-bold text-ink">
              Module {index + 1}: {module.title}
            </h2>
            {module.materials.length === 0 ? (
              <p className="mt-2 text-sm text-muted">Nothing attached yet.</p>
            ) : (
              <ul className="mt-3 divide-y divide-line">
                {module.materials.map((m) => (
                  <li key={m.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
                    <span className="flex min-w-0 items-start gap-2">
                      {m.url ? (
                        <Link2 aria-hidden className="mt-0.5 size-4 shrink-0 text-muted" />
                      ) : (
                        <FileText aria-hidden className="mt-0.5 size-4 shrink-0 text-muted" />
                      )}
                      <span className="min-w-0">
                        <span className="block font-semibold text-ink">{m.title}</span>
                        <What material={m} />
                        <span className="block text-xs text-muted">
                          Added <DateTime iso={m.created_at} />
                        </span>
                      </span>
                    </span>
                    {manages ? (
                      <button
                        type="button"
                        className={smallDangerButtonClass}
                        disabled={removing === m.id}
                        aria-label={`Remove ${m.title}`}
                        onClick={() =>
                          void remove.send({
                            intent: 'remove',
                            program: materials.program,
                            id: m.id,
                            title: m.title,
                          })
                        }
                      >
                        {removing === m.id ? 'Removing...' : 'Remove'}
                      </button>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
            {moduleExtra?.(index)}
          </li>
        ))}
      </ol>
    </div>
  );
}

import { Link } from 'react-router';
import {
  searchPrograms,
  type ProgramSearchEntry,
  type ProgramSearchHit,
} from '../../../domain/catalogue/program-search.ts';
import { cn } from '../../lib/cn.ts';

/** The programs that answer the header's search: matched here, with no server round trip. */
export const findPrograms = (entries: readonly ProgramSearchEntry[], query: string) =>
  searchPrograms(entries, query);

// The box keeps the focus: the list would close on its blur before the click arrived.
const keepFocus = (event: React.MouseEvent) => event.preventDefault();

/** The list under the header's search box; `active` is the option the arrows reached. */
export function SearchListbox({
  id,
  query,
  hits,
  active,
  onChoose,
  inline,
}: {
  id: string;
  query: string;
  hits: readonly ProgramSearchHit[];
  active: number;
  onChoose: (slug: string) => void;
  inline: boolean;
}) {
  return (
    <div
      className={cn(
        'mt-1 overflow-hidden rounded-card border border-line bg-white text-left',
        inline ? 'static' : 'absolute inset-x-0 top-full z-50 shadow-raised',
      )}
    >
      {hits.length === 0 ? (
        <p role="status" className="px-4 py-3 text-sm text-muted">
          No program matches ‘{query.trim()}’.{' '}
          <Link
            to="/programs"
            className="font-semibold text-brand-700 underline"
            onMouseDown={keepFocus}
            onClick={(event) => event.currentTarget.closest('dialog')?.close()}
          >
            See all programs
          </Link>
        </p>
      ) : (
        <ul
          role="listbox"
          id={id}
          aria-label="Programs"
          className="max-h-[60vh] overflow-y-auto py-1"
        >
          {hits.map((hit, i) => (
            <li
              key={hit.slug}
              id={`${id}-${i}`}
              role="option"
              aria-selected={i === active}
              onMouseDown={keepFocus}
              onClick={() => onChoose(hit.slug)}
              className={cn(
                'cursor-pointer px-4 py-2',
                i === active ? 'bg-brand-50 text-brand-900' : 'hover:bg-surface',
              )}
            >
              <span className="block text-sm font-semibold">{hit.name}</span>
              <span className="line-clamp-2 text-xs text-muted">
                {hit.syllabusLine ? `${hit.category} · ${hit.syllabusLine}` : hit.category}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

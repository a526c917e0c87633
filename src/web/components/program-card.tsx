import { Link } from 'react-router';
import type { Program } from '../../domain/catalogue/programs.ts';
import { ProgramArtwork } from './program-artwork.tsx';
import { ProgramRating } from './program-rating.tsx';

/** A card of the /programs grid: the whole card is one link. */
export function ProgramCard({ program, tagline }: { program: Program; tagline: string }) {
  return (
    <Link
      to={program.path}
      className="group flex flex-col overflow-hidden rounded-card border border-line bg-white shadow-card transition hover:-translate-y-0.5 hover:shadow-raised"
    >
      <ProgramArtwork program={program} load="lazy" />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="text-xs font-bold tracking-wide text-brand-700 uppercase">
          {program.category}
        </p>
        <h2 className="text-lg font-bold text-brand-950 group-hover:text-brand-700">
          {program.name}
        </h2>
        <p className="text-sm text-muted">{tagline}</p>
        <p className="text-sm font-semibold text-ink">
          {program.durationWeeks} weeks · {program.languages.join(', ')}
        </p>
        <div className="mt-auto flex items-center justify-between pt-2">
          <ProgramRating slug={program.slug} />
          <span className="text-sm font-semibold text-brand-700" aria-hidden>
            View program →
          </span>
        </div>
      </div>
    </Link>
  );
}

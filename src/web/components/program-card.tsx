import { Link } from 'react-router';
import type { Program } from '../../domain/catalogue/programs.ts';
import { formatPaise } from '../../domain/money.ts';
import { ProgramArtwork } from './program-artwork.tsx';
import { ProgramRating } from './program-rating.tsx';

/**
 * A card of the /programs grid: the whole card is one link. Half a phone's width is enough for
 * the name, the weeks and the starting price; the tagline joins them where there is room.
 */
export function ProgramCard({
  program,
  tagline,
  fromPaise,
}: {
  program: Program;
  tagline: string;
  /** Its lowest plan's price. */
  fromPaise: number;
}) {
  return (
    <Link
      to={program.path}
      className="group flex flex-col overflow-hidden rounded-card border border-line bg-white shadow-card transition hover:-translate-y-0.5 hover:shadow-raised"
    >
      <ProgramArtwork program={program} load="lazy" />
      <div className="flex flex-1 flex-col gap-1.5 p-3 sm:gap-2 sm:p-5">
        <p className="text-[0.7rem] font-bold tracking-wide text-brand-700 uppercase sm:text-xs">
          {program.category}
        </p>
        <h2 className="text-base font-bold text-brand-950 group-hover:text-brand-700 sm:text-lg">
          {program.name}
        </h2>
        <p className="hidden text-sm text-muted sm:block">{tagline}</p>
        <p className="text-xs font-semibold text-ink sm:text-sm">
          {program.durationWeeks} weeks · {program.languages.join(', ')}
        </p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-x-3 gap-y-1 pt-2">
          <p className="text-sm font-bold text-brand-950">{`From ${formatPaise(fromPaise)}`}</p>
          <ProgramRating slug={program.slug} />
        </div>
      </div>
    </Link>
  );
}

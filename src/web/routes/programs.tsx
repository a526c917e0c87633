import { useSearchParams } from 'react-router';
import { PROGRAM_CATEGORIES } from '../../domain/catalogue/categories.ts';
import { PROGRAMS } from '../../domain/catalogue/programs.ts';
import { indianNumberWords } from '../../domain/gst/amount-in-words.ts';
import { ProgramCard } from '../components/program-card.tsx';
import { programTexts } from '../content/program-texts.ts';
import { CategoryFilter } from '../features/programs/category-filter.tsx';
import { useHydrated } from '../lib/use-hydrated.ts';
import { pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/programs';

export const meta = () =>
  pageMeta(
    'All mentorship programs',
    `Browse all ${PROGRAMS.length} online mentorship programs: technology, programming languages, business, medical, design and mechanics.`,
    { path: '/programs' },
  );

/** At build time: the card taglines, so that the long texts stay out of the JavaScript. */
export function loader() {
  return {
    taglines: Object.fromEntries(PROGRAMS.map((p) => [p.slug, programTexts(p.slug).tagline])),
  };
}

/** The category asked for in the address, once the page runs: the HTML was built for all. */
function useChosenCategory(): string | null {
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  const asked = params.get('category');
  return hydrated && PROGRAM_CATEGORIES.some((c) => c === asked) ? asked : null;
}

export default function Programs({ loaderData }: Route.ComponentProps) {
  const { taglines } = loaderData;
  const chosen = useChosenCategory();
  const shown = chosen ? PROGRAMS.filter((p) => p.category === chosen) : PROGRAMS;
  return (
    <div className="mx-auto max-w-6xl px-4 py-14">
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-950 sm:text-4xl">
        All programs
      </h1>
      <p className="mt-3 max-w-2xl text-lg text-muted">
        {indianNumberWords(PROGRAMS.length)} mentorship programs, each taught live by industry
        mentors with real projects and a verified certificate.
      </p>
      <CategoryFilter chosen={chosen} />
      {/* Two columns from a phone's width: 20 full-screen cards were a long way down. */}
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3">
        {shown.map((program) => (
          <li key={program.slug} className="flex">
            <ProgramCard program={program} tagline={taglines[program.slug]!} />
          </li>
        ))}
      </ul>
    </div>
  );
}

import { useSearchParams } from 'react-router';
import { PROGRAM_CATEGORIES } from '../../domain/catalogue/categories.ts';
import { PLANS, rupeesToPaiseOf } from '../../domain/catalogue/plans.ts';
import { lowestPrice, programOf } from '../../domain/catalogue/program-page.ts';
import { PROGRAMS } from '../../domain/catalogue/programs.ts';
import { indianNumberWords } from '../../domain/gst/amount-in-words.ts';
import { ProgramCard } from '../components/program-card.tsx';
import { programTexts } from '../content/program-texts.ts';
import { CategoryFilter } from '../features/programs/category-filter.tsx';
import { useHydrated } from '../lib/use-hydrated.ts';
import { pageMeta } from '../lib/meta.ts';
import { pageFactsContext } from '../lib/page-facts.ts';
import type { Route } from './+types/programs';

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(
    'All mentorship programs',
    `Browse all ${loaderData?.cards.length ?? PROGRAMS.length} online mentorship programs: technology, programming languages, business, medical, design and mechanics.`,
    { path: '/programs' },
  );

/**
 * On the server: the listed programs as published, each with its tagline and lowest price (the
 * long texts stay out of the JavaScript); content/ when there is no catalogue to read.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const catalogue = await context.get(pageFactsContext).catalogue();
  if (catalogue) {
    return {
      cards: catalogue.programs
        .filter((p) => p.listed)
        .map((p) => ({
          program: programOf(p),
          tagline: p.tagline,
          fromPaise: lowestPrice(p.plans),
        })),
    };
  }
  const fromPaise = Math.min(...PLANS.map(rupeesToPaiseOf));
  return {
    cards: PROGRAMS.map((program) => ({
      program,
      tagline: programTexts(program.slug).tagline,
      fromPaise,
    })),
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
  const { cards } = loaderData;
  const chosen = useChosenCategory();
  const shown = chosen ? cards.filter((c) => c.program.category === chosen) : cards;
  return (
    <div className="mx-auto max-w-6xl px-4 py-14">
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-950 sm:text-4xl">
        All programs
      </h1>
      <p className="mt-3 max-w-2xl text-lg text-muted">
        {indianNumberWords(cards.length)} mentorship programs, each taught live by industry mentors
        with real projects and a verified certificate.
      </p>
      <CategoryFilter chosen={chosen} />
      {/* Two columns from a phone's width: 20 full-screen cards were a long way down. */}
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3">
        {shown.map((card) => (
          <li key={card.program.slug} className="flex">
            <ProgramCard {...card} />
          </li>
        ))}
      </ul>
    </div>
  );
}

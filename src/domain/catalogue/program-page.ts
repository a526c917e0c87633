import type { CohortListing } from './course-instances.ts';
import type { Mentor } from './mentor-file.ts';
import type { Catalogue, CatalogueProgram, PlanTier } from './live-catalogue.ts';
import type { ProgramTexts } from './program-file.ts';
import { catalogueEntries, type Program } from './programs.ts';

/** A plan as its card shows it: name, price and what it holds. */
export interface PlanCard {
  id: PlanTier;
  name: string;
  pricePaise: number;
  features: readonly string[];
}

/** Everything a program's page shows of it, from the published catalogue. */
export interface ProgramPage {
  program: Program & ProgramTexts;
  mentors: Mentor[];
  plans: PlanCard[];
  /** The plan the owner marked 'Most chosen'; null leaves it to the orders. */
  markedMostChosen: string | null;
}

/** A published program as menus, cards and forms know one. */
export function programOf(entry: CatalogueProgram): Program {
  const [summary] = catalogueEntries({ programs: [entry] });
  return { ...summary!, path: `/${entry.slug}` };
}

/**
 * Where another spelling of a listed program's path should go ('/ai', '/Python'); undefined for
 * its own path and for paths of no listed program.
 */
export function programRedirect(catalogue: Catalogue, slug: string): string | undefined {
  const asked = `/${slug.toLowerCase()}`;
  const program = catalogue.programs.find(
    (p) => p.listed && (`/${p.slug}` === asked || p.aliases.includes(asked)),
  );
  return program && program.slug !== slug ? `/${program.slug}` : undefined;
}

/**
 * The page of the listed program at `slug`, with the profiles of the mentors it names; undefined
 * for a program unlisted or not in the catalogue.
 */
export function programPageIn(catalogue: Catalogue, slug: string): ProgramPage | undefined {
  const entry = catalogue.programs.find((p) => p.slug === slug && p.listed);
  if (!entry) return undefined;
  const mentors = entry.mentors.flatMap((mentorSlug) => {
    const profile = catalogue.mentors.find((m) => m.slug === mentorSlug);
    if (!profile) return [];
    const { userId: _userId, programs: _programs, ...mentor } = profile;
    return [mentor];
  });
  return {
    program: {
      ...programOf(entry),
      tagline: entry.tagline,
      overview: entry.overview,
      outcomes: entry.outcomes,
      syllabus: entry.syllabus,
      mentors: entry.mentors,
      popularBlurb: entry.popular?.blurb ?? '',
    },
    mentors,
    plans: entry.plans.map(({ id, name, pricePaise, features }) => ({
      id,
      name,
      pricePaise,
      features,
    })),
    markedMostChosen: entry.plans.find((plan) => plan.mostChosen)?.name ?? null,
  };
}

/** An upcoming cohort as its card and the JSON-LD show it: with the names of its mentors. */
export type CohortCard = CohortListing & { mentors: string[] };

/**
 * Each cohort with the names its mentors' published profiles give them; a mentor without a
 * linked profile is not named (the page names no one it has no profile of).
 */
export function cohortCards(
  listings: readonly CohortListing[],
  catalogue: Pick<Catalogue, 'mentors'> | undefined,
): CohortCard[] {
  return listings.map((listing) => ({
    ...listing,
    mentors: listing.mentorUserIds.flatMap((id) => {
      const profile = catalogue?.mentors.find((m) => m.userId === id);
      return profile ? [profile.name] : [];
    }),
  }));
}

/** The lowest price of a program's plans, in paise: 'From ₹4,999'. */
export const lowestPrice = (plans: readonly Pick<PlanCard, 'pricePaise'>[]) =>
  Math.min(...plans.map((plan) => plan.pricePaise));

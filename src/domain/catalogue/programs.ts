import type { Category } from './categories.ts';
import type { Catalogue, PlanTier } from './live-catalogue.ts';
import { PLANS } from './plans.ts';
import { PROGRAM_INDEX } from './program-index.generated.ts';
import type { ProgramIndexEntry } from './program-file.ts';

export type ProgramSlug = string;

/** What menus, cards, forms and orders know of a program; the long texts are its page's. */
export interface CatalogueEntry extends ProgramIndexEntry {
  /** Its artwork's path. */
  image: string;
  /** Offered in menus and lists and sold; an unlisted program is still known to its learners. */
  listed: boolean;
  /** Each plan's GST-inclusive price in paise, as published. */
  prices: Record<PlanTier, number>;
}

/** A program as menus, cards, forms and orders need it. */
export interface Program extends CatalogueEntry {
  /** Canonical path, e.g. /python. */
  path: string;
}

export interface FreelancingPage {
  path: string;
  /** The program it is about: the freelancing form's prefilled `program`. */
  programSlug: ProgramSlug;
  name: string;
}

// The catalogue every module reads through the names below: at first the one content/ holds
// (which the database's import equals), then the published one, adopted by the server as it
// loads it and by the browser from the page's root data (root.tsx). Live bindings: a module
// reads them when it runs, so it always sees the catalogue adopted last.

/** Listed programs in catalogue order: by category as the home page lists them, then place. */
export let PROGRAMS: readonly Program[] = [];
/** 'Our Popular Classes' on the home page, in their rank order. */
export let POPULAR_PROGRAMS: readonly Program[] = [];
/** Other spellings that reach a program: each answers with a permanent redirect. */
export let PROGRAM_ALIASES: Readonly<Record<string, string>> = {};
export let FREELANCING_PAGES: readonly FreelancingPage[] = [];
let byKey = new Map<string, Program>();
let adopted = '';

const byRank = (a: { rank: number }, b: { rank: number }) => a.rank - b.rank;

/**
 * Makes `entries` the catalogue every reader sees. The same entries again change nothing, so
 * calling it on every render or request costs a comparison.
 */
export function adoptCatalogue(entries: readonly CatalogueEntry[]): void {
  const key = JSON.stringify(entries);
  if (key === adopted) return;
  adopted = key;
  const all = entries.map((entry) => ({ ...entry, path: `/${entry.slug}` }));
  const listed = all.filter((p) => p.listed);
  PROGRAMS = listed;
  POPULAR_PROGRAMS = listed
    .flatMap((p) => (p.popular ? [{ program: p, rank: p.popular.rank }] : []))
    .sort(byRank)
    .map(({ program }) => program);
  PROGRAM_ALIASES = Object.fromEntries(
    all.flatMap((p) => p.aliases.map((alias) => [alias, p.path])),
  );
  FREELANCING_PAGES = listed
    .flatMap((p) =>
      p.freelancing
        ? [
            {
              path: p.freelancing.path,
              programSlug: p.slug,
              name: p.name,
              rank: p.freelancing.rank,
            },
          ]
        : [],
    )
    .sort(byRank)
    .map(({ rank: _rank, ...page }) => page);
  byKey = new Map();
  for (const program of all) {
    byKey.set(program.slug, program);
    byKey.set(program.name.toLowerCase(), program);
    for (const alias of program.aliases) byKey.set(alias.slice(1), program);
  }
}

/** The entries of a published catalogue, every program listed or not, in its order. */
export const catalogueEntries = (catalogue: Pick<Catalogue, 'programs'>): CatalogueEntry[] =>
  catalogue.programs.map((p) => ({
    slug: p.slug,
    name: p.name,
    label: p.label,
    category: p.category,
    imageAlt: p.imageAlt,
    aliases: p.aliases,
    popular: p.popular ? { rank: p.popular.rank } : null,
    freelancing: p.freelancing ?? null,
    durationWeeks: p.durationWeeks,
    hoursPerWeek: p.hoursPerWeek,
    languages: p.languages,
    image: p.image,
    listed: p.listed,
    prices: Object.fromEntries(p.plans.map((plan) => [plan.id, plan.pricePaise])) as Record<
      PlanTier,
      number
    >,
  }));

adoptCatalogue(
  PROGRAM_INDEX.map((entry) => ({
    ...entry,
    image: `/images/programs/${entry.slug}.svg`,
    listed: true,
    prices: Object.fromEntries(PLANS.map((plan) => [plan.id, plan.price * 100])) as Record<
      PlanTier,
      number
    >,
  })),
);

/**
 * The program named by its slug, any other spelling of its path ('/Python', 'ai', '/ai/') or
 * its name ('Full Stack Development'), listed or not; undefined for anything else.
 */
export function findProgram(key: string): Program | undefined {
  return byKey.get(
    key
      .trim()
      .replace(/^\/|\/$/g, '')
      .toLowerCase(),
  );
}

/** A card on the home page: a program, or a freelancing page under 'Freelancing'. */
export interface CategoryCard {
  label: string;
  path: string;
  image: string;
  imageAlt: string;
}

export function cardsOf(category: Category): CategoryCard[] {
  if (category === 'Freelancing') {
    return FREELANCING_PAGES.map((f) => {
      const program = findProgram(f.programSlug)!;
      return {
        label: `${f.name} Freelancing`,
        path: f.path,
        image: program.image,
        imageAlt: program.imageAlt,
      };
    });
  }
  return PROGRAMS.filter((p) => p.category === category).map((p) => ({
    label: p.label,
    path: p.path,
    image: p.image,
    imageAlt: p.imageAlt,
  }));
}

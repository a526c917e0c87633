import type { Category } from './categories.ts';
import { PROGRAM_INDEX } from './program-index.generated.ts';
import type { ProgramIndexEntry } from './program-file.ts';

export type ProgramSlug = (typeof PROGRAM_INDEX)[number]['slug'];

/**
 * A program as menus, cards, forms and orders need it, from its file in content/programs. The
 * long texts (overview, syllabus) are read only by the pages that show them.
 */
export interface Program extends Omit<ProgramIndexEntry, 'slug'> {
  slug: ProgramSlug;
  /** Canonical path, e.g. /python. */
  path: string;
  image: string;
}

/** In catalogue order: by category as the home page lists them, then by position. */
export const PROGRAMS: readonly Program[] = PROGRAM_INDEX.map((entry) => ({
  ...entry,
  path: `/${entry.slug}`,
  image: `/images/programs/${entry.slug}.svg`,
}));

const byRank = (a: { rank: number }, b: { rank: number }) => a.rank - b.rank;

/** 'Our Popular Classes' on the home page, in their rank order. */
export const POPULAR_PROGRAMS: readonly Program[] = PROGRAMS.flatMap((p) =>
  p.popular ? [{ program: p, rank: p.popular.rank }] : [],
)
  .sort(byRank)
  .map(({ program }) => program);

/** Other spellings that reach a program: each answers with a permanent redirect. */
export const PROGRAM_ALIASES: Readonly<Record<string, string>> = Object.fromEntries(
  PROGRAMS.flatMap((p) => p.aliases.map((alias) => [alias, p.path])),
);

export interface FreelancingPage {
  path: string;
  /** The program it is about: the freelancing form's prefilled `program`. */
  programSlug: ProgramSlug;
  name: string;
}

export const FREELANCING_PAGES: readonly FreelancingPage[] = PROGRAMS.flatMap((p) =>
  p.freelancing
    ? [{ path: p.freelancing.path, programSlug: p.slug, name: p.name, rank: p.freelancing.rank }]
    : [],
)
  .sort(byRank)
  .map(({ rank: _rank, ...page }) => page);

const byKey = new Map<string, Program>();
for (const program of PROGRAMS) {
  byKey.set(program.slug, program);
  byKey.set(program.name.toLowerCase(), program);
  for (const alias of program.aliases) byKey.set(alias.slice(1), program);
}

/**
 * The program named by its slug, any other spelling of its path ('/Python', 'ai', '/ai/') or
 * its name ('Full Stack Development'); undefined for anything else.
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

import { TEACHING_LANGUAGES } from '../delivery/languages.ts';
import { z } from '../zod.ts';
import { PROGRAM_CATEGORIES } from './categories.ts';

/**
 * One program as its file in content/programs/<slug>.json holds it: everything the site says
 * about it. Adding a program is adding one such file (and its artwork); every list, route,
 * menu and form of the site reads the catalogue built from these files.
 */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const line = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((text) => !text.endsWith('.'), { error: 'No full stop at the end of a short line.' });
const sentence = (max: number) => z.string().trim().min(20).max(max);

/** A short list without repeats: the languages or the mentors of a program. */
const fewDistinct = <T extends z.ZodType<string>>(item: T, what: string) =>
  z
    .array(item)
    .min(1)
    .max(3)
    .refine((items) => new Set(items).size === items.length, {
      error: `Name each ${what} once.`,
    });

const syllabusModuleSchema = z.strictObject({
  title: line(60),
  topics: z.array(line(90)).min(4).max(5),
});

export const programFileSchema = z.strictObject({
  /** As menus, cards, orders and invoices name it. */
  name: line(40),
  /** The shorter or longer label of the home page's category card. */
  label: line(40),
  category: z.enum(PROGRAM_CATEGORIES),
  /** Where it stands within its category: lower first (10, 20, 30 leave room between). */
  position: z.int().positive(),
  /** The artwork (public/images/programs/<slug>.svg) described for people who cannot see it. */
  imageAlt: line(120),
  /** Other paths that reach the program with a permanent redirect, e.g. "/ai". */
  aliases: z.array(z.string().regex(/^\/[a-z0-9-]+$/)).optional(),
  /** Listed under 'Our Popular Classes' on the home page, by rank, and in the footer. */
  popular: z.strictObject({ rank: z.int().positive(), blurb: sentence(120) }).optional(),
  /** The program also has a freelancing services page at this path. */
  freelancing: z
    .strictObject({
      path: z.string().regex(/^\/freelancing\/[A-Za-z0-9-]+$/),
      rank: z.int().positive(),
    })
    .optional(),
  /** One sentence for the program card. */
  tagline: sentence(110),
  /** The top of the program page: who it is for and what they will be able to do. */
  overview: sentence(420),
  outcomes: z.array(line(80)).length(4),
  syllabus: z.array(syllabusModuleSchema).min(6).max(8),
  /** How long a cohort runs, and the hours a week a learner gives it (sessions and practice). */
  durationWeeks: z.int().min(1).max(52),
  hoursPerWeek: z.int().min(1).max(40),
  /** The languages it is taught in, English first as a rule. */
  languages: fewDistinct(z.enum(TEACHING_LANGUAGES), 'language'),
  /** Who teaches it: slugs of content/mentors/<slug>.json. */
  mentors: fewDistinct(z.string().regex(SLUG_PATTERN), 'mentor'),
});

export type ProgramFile = z.output<typeof programFileSchema>;
export type SyllabusModule = ProgramFile['syllabus'][number];

/** What every page may know of a program: the file less its long texts. */
export interface ProgramIndexEntry {
  readonly slug: string;
  readonly name: string;
  readonly label: string;
  readonly category: ProgramFile['category'];
  readonly imageAlt: string;
  readonly aliases: readonly string[];
  readonly popular: { readonly rank: number } | null;
  readonly freelancing: { readonly path: string; readonly rank: number } | null;
  readonly durationWeeks: number;
  readonly hoursPerWeek: number;
  readonly languages: readonly ProgramFile['languages'][number][];
}

/** The texts, read only when a page is prerendered: they go into its HTML, not its JavaScript. */
export type ProgramTexts = Pick<
  ProgramFile,
  'tagline' | 'overview' | 'outcomes' | 'syllabus' | 'mentors'
> & {
  /** Under 'Our Popular Classes'; empty when the program is not one of them. */
  popularBlurb: string;
};

export class CatalogueError extends Error {}

function duplicates(values: readonly (string | number)[]): (string | number)[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

/**
 * Checks the files one by one and against each other, and returns the index in catalogue order
 * (category, then position). Throws a CatalogueError naming the file and the field at fault.
 * `mentors`, when given, are the mentor profiles there are: a program naming another is refused.
 */
export function programIndex(
  files: readonly { slug: string; data: unknown }[],
  mentors?: readonly string[],
): ProgramIndexEntry[] {
  const programs = files.map(({ slug, data }) => {
    if (!SLUG_PATTERN.test(slug)) {
      throw new CatalogueError(`${slug}.json: a file name is the program's path: a-z, 0-9 and -.`);
    }
    const parsed = programFileSchema.safeParse(data);
    if (!parsed.success) {
      const problems = parsed.error.issues.map(
        (i) => `${i.path.join('.') || '(file)'}: ${i.message}`,
      );
      throw new CatalogueError(`${slug}.json: ${problems.join('; ')}`);
    }
    const unknown = mentors ? parsed.data.mentors.filter((m) => !mentors.includes(m)) : [];
    if (unknown.length > 0) {
      throw new CatalogueError(
        `${slug}.json: mentors: no profile content/mentors/${unknown[0]}.json for ${unknown.join(', ')}.`,
      );
    }
    return { slug, ...parsed.data };
  });

  const clashes: string[] = [];
  const check = (what: string, values: (string | number)[]) => {
    const repeated = [...new Set(duplicates(values))];
    if (repeated.length > 0) clashes.push(`${what} used twice: ${repeated.join(', ')}`);
  };
  check(
    'name',
    programs.map((p) => p.name),
  );
  check('path or alias', [
    ...programs.map((p) => `/${p.slug}`),
    ...programs.flatMap((p) => p.aliases ?? []),
  ]);
  check(
    'position in a category',
    programs.map((p) => `${p.category} ${p.position}`),
  );
  check(
    'popular rank',
    programs.flatMap((p) => (p.popular ? [p.popular.rank] : [])),
  );
  check(
    'freelancing rank',
    programs.flatMap((p) => (p.freelancing ? [p.freelancing.rank] : [])),
  );
  check(
    'freelancing path',
    programs.flatMap((p) => (p.freelancing ? [p.freelancing.path.toLowerCase()] : [])),
  );
  if (clashes.length > 0) throw new CatalogueError(`content/programs: ${clashes.join('; ')}`);

  const order = (category: ProgramFile['category']) => PROGRAM_CATEGORIES.indexOf(category);
  return programs
    .sort((a, b) => order(a.category) - order(b.category) || a.position - b.position)
    .map((p) => ({
      slug: p.slug,
      name: p.name,
      label: p.label,
      category: p.category,
      imageAlt: p.imageAlt,
      aliases: p.aliases ?? [],
      popular: p.popular ? { rank: p.popular.rank } : null,
      freelancing: p.freelancing ?? null,
      durationWeeks: p.durationWeeks,
      hoursPerWeek: p.hoursPerWeek,
      languages: p.languages,
    }));
}

import type { CatalogueProgram } from './live-catalogue.ts';

/**
 * The header's program search: every listed program's names, category and syllabus, as the
 * catalogue is published, fetched once when the box is first focused and then matched in the
 * browser, so a keystroke never waits for the server.
 */

/** What the search knows of one program. */
export interface ProgramSearchEntry {
  readonly slug: string;
  readonly name: string;
  readonly category: string;
  /** The name, the card's label and the aliases ('ai' for /ai). */
  readonly names: readonly string[];
  /** The syllabus: each module's title, then its topics. */
  readonly syllabus: readonly string[];
}

export interface ProgramSearchHit {
  readonly slug: string;
  readonly name: string;
  readonly category: string;
  /** The syllabus line that matched, when the name did not: 'Pandas and NumPy'. */
  readonly syllabusLine: string | null;
}

/** What the search needs of a published program. */
export interface SearchableProgram extends Pick<
  CatalogueProgram,
  'slug' | 'name' | 'label' | 'category' | 'syllabus' | 'listed'
> {
  readonly aliases: readonly string[];
}

/** The listed programs as the search knows them, in catalogue order. */
export function programSearchEntries(programs: readonly SearchableProgram[]): ProgramSearchEntry[] {
  return programs
    .filter((program) => program.listed)
    .map((program) => ({
      slug: program.slug,
      name: program.name,
      category: program.category,
      names: [
        ...new Set([
          program.name,
          program.label,
          ...program.aliases.map((alias) => alias.replace(/^\//, '')),
        ]),
      ],
      syllabus: program.syllabus.flatMap((module) => [module.title, ...module.topics]),
    }));
}

/** Lower case, accents gone, anything but letters and digits a space: 'C++' and 'c' meet. */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

const startsAWord = (words: readonly string[], token: string) =>
  words.some((word) => word.startsWith(token));

interface EntryWords {
  names: string[];
  category: string[];
  lines: string[][];
}

// Each entry's words, split once: a keystroke then only compares.
const wordsOf = new WeakMap<ProgramSearchEntry, EntryWords>();

function entryWords(entry: ProgramSearchEntry): EntryWords {
  let words = wordsOf.get(entry);
  if (!words) {
    words = {
      names: entry.names.flatMap(searchWords),
      category: searchWords(entry.category),
      lines: entry.syllabus.map(searchWords),
    };
    wordsOf.set(entry, words);
  }
  return words;
}

/**
 * How well every word typed matches the entry: each must begin a word of its names (weighed 4,
 * 5 when whole), its category (2) or a syllabus line (1). Zero when any word is found nowhere.
 */
function score(entry: ProgramSearchEntry, tokens: readonly string[]) {
  const { names, category, lines } = entryWords(entry);
  let total = 0;
  let inNames = true;
  for (const token of tokens) {
    if (startsAWord(names, token)) total += names.includes(token) ? 5 : 4;
    else if (startsAWord(category, token)) total += 2;
    else if (lines.some((words) => startsAWord(words, token))) total += 1;
    else return { total: 0, syllabusLine: null };
    if (!startsAWord(names, token)) inNames = false;
  }
  if (inNames) return { total, syllabusLine: null };
  // The line that holds most of what was typed explains why the program is listed.
  const best = lines
    .map((words, i) => ({ i, found: tokens.filter((t) => startsAWord(words, t)).length }))
    .reduce((a, b) => (b.found > a.found ? b : a));
  return { total, syllabusLine: best.found > 0 ? entry.syllabus[best.i]! : null };
}

/** The programs that match a query, best first, then in catalogue order; none for blank text. */
export function searchPrograms(
  entries: readonly ProgramSearchEntry[],
  query: string,
  limit = 8,
): ProgramSearchHit[] {
  const tokens = searchWords(query);
  if (tokens.length === 0) return [];
  return entries
    .map((entry, order) => ({ entry, order, ...score(entry, tokens) }))
    .filter((found) => found.total > 0)
    .sort((a, b) => b.total - a.total || a.order - b.order)
    .slice(0, limit)
    .map(({ entry, syllabusLine }) => ({
      slug: entry.slug,
      name: entry.name,
      category: entry.category,
      syllabusLine,
    }));
}

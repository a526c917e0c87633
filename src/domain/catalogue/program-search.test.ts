import { describe, expect, it } from 'vitest';
import type { ProgramFile } from './program-file.ts';
import {
  programSearchEntries,
  searchPrograms,
  searchWords,
  type ProgramSearchEntry,
} from './program-search.ts';
import { PROGRAMS } from './programs.ts';

const files = import.meta.glob<ProgramFile>('../../../content/programs/*.json', {
  eager: true,
  import: 'default',
});
const syllabusOf = (slug: string) => files[`../../../content/programs/${slug}.json`]!.syllabus;

/** The catalogue as content/ holds it, which the database's first catalogue equals. */
const PROGRAM_SEARCH = programSearchEntries(
  PROGRAMS.map((program) => ({ ...program, syllabus: syllabusOf(program.slug) })),
);

const names = (query: string) => searchPrograms(PROGRAM_SEARCH, query).map((hit) => hit.name);

describe('the header search', () => {
  it('finds a program by the start of its name, in any case', () => {
    expect(names('pyth')[0]).toBe('Python');
    expect(names('PYTHON')[0]).toBe('Python');
  });

  it('finds a program by its alias', () => {
    expect(names('ai')[0]).toBe('Artificial Intelligence');
  });

  it('lists a whole category first', () => {
    const technology = PROGRAM_SEARCH.filter((p) => p.category === 'Technology').map((p) => p.name);
    expect(names('technology').slice(0, technology.length)).toEqual(technology);
  });

  it('finds programs by their syllabus and says which line matched', () => {
    const hits = searchPrograms(PROGRAM_SEARCH, 'fastapi');
    expect(hits.map((hit) => hit.name)).toContain('Python');
    const python = hits.find((hit) => hit.name === 'Python')!;
    expect(python.syllabusLine).toMatch(/FastAPI/);
  });

  it('puts a match in the name before one in a syllabus', () => {
    const hits = searchPrograms(PROGRAM_SEARCH, 'python');
    expect(hits[0]).toMatchObject({ name: 'Python', syllabusLine: null });
    expect(hits.length).toBeGreaterThan(1);
  });

  it('needs every word typed to match', () => {
    expect(names('python zebra')).toEqual([]);
    expect(names('data python')).not.toContain('Cloud Computing');
  });

  it('answers nothing for blank or punctuation-only text', () => {
    expect(names('')).toEqual([]);
    expect(names('  -- ')).toEqual([]);
  });

  it('ignores accents and punctuation', () => {
    expect(searchWords('Résumé, C++ & Node.js')).toEqual(['resume', 'c', 'node', 'js']);
  });

  it("knows each program by its name, its card's label and its other paths", () => {
    expect(PROGRAM_SEARCH.find((entry) => entry.slug === 'artificial-intelligence')?.names).toEqual(
      ['Artificial Intelligence', 'ai'],
    );
  });

  it('leaves out a program the owner unlisted', () => {
    const [first, second] = PROGRAMS.map((program) => ({
      ...program,
      syllabus: syllabusOf(program.slug),
    }));
    const entries = programSearchEntries([{ ...first!, listed: false }, second!]);
    expect(entries.map((entry) => entry.slug)).toEqual([second!.slug]);
  });

  it('keeps catalogue order among equal matches and stops at the limit', () => {
    const entries: ProgramSearchEntry[] = ['b', 'a', 'c'].map((slug) => ({
      slug,
      name: `Course ${slug}`,
      category: 'X',
      names: [`Course ${slug}`],
      syllabus: [],
    }));
    expect(searchPrograms(entries, 'course', 2).map((hit) => hit.slug)).toEqual(['b', 'a']);
  });
});

import fs from 'node:fs';
import path from 'node:path';
import type { Catalogue } from '../../domain/catalogue/live-catalogue.ts';
import { mentorFileSchema } from '../../domain/catalogue/mentor-file.ts';
import { programFileSchema } from '../../domain/catalogue/program-file.ts';
import { z } from '../../domain/zod.ts';
import { contentFile } from './completion-rules.ts';

/** Only the mentors are read here; the build checked the whole files against their schemas. */
const mentorsOnly = z.object({ mentors: programFileSchema.shape.mentors });
const nameOnly = z.object({ name: mentorFileSchema.shape.name });

const fromFiles = new Map<string, string>();

function fileMentorName(slug: string): string {
  let name = fromFiles.get(slug);
  if (name === undefined) {
    const read = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
    const [first] = mentorsOnly.parse(
      read(path.join(contentFile('programs'), `${slug}.json`)),
    ).mentors;
    name = first
      ? nameOnly.parse(read(path.join(contentFile('mentors'), `${first}.json`))).name
      : '';
    fromFiles.set(slug, name);
  }
  return name;
}

let published = new Map<string, string>();

/**
 * Makes the published programs' first mentors the ones certificates name; called as the server
 * adopts a catalogue (adopt-catalogue.ts).
 */
export function adoptProgramMentors(catalogue: Pick<Catalogue, 'programs' | 'mentors'>): void {
  const names = new Map(catalogue.mentors.map((mentor) => [mentor.slug, mentor.name]));
  published = new Map(
    catalogue.programs.map((program) => {
      const [first] = program.mentors;
      return [program.slug, first ? (names.get(first) ?? '') : ''];
    }),
  );
}

/**
 * The name of the first mentor the program's page shows: a self-paced learner's certificate
 * names them, as a cohort's names its first mentor. As published, or, before the server has
 * read the catalogue, as content/ holds it, which the first one equals.
 */
export function programMentorName(slug: string): string {
  return published.get(slug) ?? fileMentorName(slug);
}

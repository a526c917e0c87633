import fs from 'node:fs';
import path from 'node:path';
import { mentorFileSchema } from '../../domain/catalogue/mentor-file.ts';
import { programFileSchema } from '../../domain/catalogue/program-file.ts';
import { z } from '../../domain/zod.ts';
import { contentFile } from './completion-rules.ts';

/** Only the mentors are read here; the build checked the whole files against their schemas. */
const mentorsOnly = z.object({ mentors: programFileSchema.shape.mentors });
const nameOnly = z.object({ name: mentorFileSchema.shape.name });

const cache = new Map<string, string>();

/**
 * The name of the first mentor the program's page shows: a self-paced learner's certificate
 * names them, as a cohort's names its first mentor.
 */
export function programMentorName(slug: string): string {
  let name = cache.get(slug);
  if (name === undefined) {
    const read = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
    const [first] = mentorsOnly.parse(
      read(path.join(contentFile('programs'), `${slug}.json`)),
    ).mentors;
    name = first
      ? nameOnly.parse(read(path.join(contentFile('mentors'), `${first}.json`))).name
      : '';
    cache.set(slug, name);
  }
  return name;
}

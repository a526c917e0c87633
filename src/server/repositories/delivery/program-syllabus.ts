import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { programFileSchema, type SyllabusModule } from '../../../domain/catalogue/program-file.ts';
import type { ProgramSlug } from '../../../domain/catalogue/programs.ts';
import { z } from '../../../domain/zod.ts';

/** Only the syllabus is read here; the build checked the whole file against its schema. */
const syllabusOnly = z.object({ syllabus: programFileSchema.shape.syllabus });

/**
 * content/programs, found upwards from this module: the same walk works from src/ (tests, dev)
 * and from dist/node/ (the built server), which sit at different depths.
 */
function programsDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(dir, 'content', 'programs');
    if (fs.existsSync(candidate)) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('content/programs was not found above the server');
    dir = parent;
  }
}

const fromFiles = new Map<string, readonly SyllabusModule[]>();

function fileSyllabus(slug: ProgramSlug): readonly SyllabusModule[] {
  let modules = fromFiles.get(slug);
  if (!modules) {
    const file = path.join(programsDir(), `${slug}.json`);
    modules = syllabusOnly.parse(JSON.parse(fs.readFileSync(file, 'utf8'))).syllabus;
    fromFiles.set(slug, modules);
  }
  return modules;
}

let published = new Map<string, readonly SyllabusModule[]>();

/**
 * Makes the published programs' syllabi the ones the learning space, the materials, projects and
 * certificates count modules by; called as the server adopts a catalogue (adopt-catalogue.ts).
 */
export function adoptSyllabi(
  programs: readonly { slug: string; syllabus: readonly SyllabusModule[] }[],
): void {
  published = new Map(programs.map((program) => [program.slug, program.syllabus]));
}

/**
 * A program's modules, as its page lists them: as published, or, before the server has read
 * the catalogue (a job at start-up), as content/ holds them, which the first catalogue equals.
 */
export function programSyllabus(slug: ProgramSlug): readonly SyllabusModule[] {
  return published.get(slug) ?? fileSyllabus(slug);
}

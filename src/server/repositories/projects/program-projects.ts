import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ProgramSlug } from '../../../domain/catalogue/programs.ts';
import { projectFileSchema, type Project } from '../../../domain/projects/project-file.ts';

/**
 * content/projects, found upwards from this module: the same walk works from src/ (tests, dev)
 * and from dist/node/ (the built server), which sit at different depths.
 */
function projectsDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(dir, 'content', 'projects');
    if (fs.existsSync(candidate)) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('content/projects was not found above the server');
    dir = parent;
  }
}

const fromFiles = new Map<string, readonly Project[]>();

function fileProjects(slug: ProgramSlug): readonly Project[] {
  let projects = fromFiles.get(slug);
  if (!projects) {
    const file = path.join(projectsDir(), `${slug}.json`);
    projects = projectFileSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
    fromFiles.set(slug, projects);
  }
  return projects;
}

let published = new Map<string, readonly Project[]>();

/**
 * Makes the published programs' projects the ones learners submit and mentors review; called as
 * the server adopts a catalogue (adopt-catalogue.ts).
 */
export function adoptProjects(
  programs: readonly { slug: string; projects: readonly Project[] }[],
): void {
  published = new Map(programs.map((program) => [program.slug, program.projects]));
}

/**
 * A program's projects in the order learners meet them, the final one last: as published, or,
 * before the server has read the catalogue, as content/ holds them, which the first one equals.
 */
export function programProjects(slug: ProgramSlug): readonly Project[] {
  return published.get(slug) ?? fileProjects(slug);
}

/** The project whose acceptance the certificate needs. */
export function finalProject(slug: ProgramSlug): Project {
  const final = programProjects(slug).find((p) => p.final);
  if (!final) throw new Error(`${slug} has no final project`);
  return final;
}

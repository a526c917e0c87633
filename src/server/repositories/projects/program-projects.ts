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

const cache = new Map<string, readonly Project[]>();

/**
 * A program's projects in the order learners meet them, the final one last. Read from the
 * program's file once per process; `npm run catalogue` checked every file at build.
 */
export function programProjects(slug: ProgramSlug): readonly Project[] {
  let projects = cache.get(slug);
  if (!projects) {
    const file = path.join(projectsDir(), `${slug}.json`);
    projects = projectFileSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
    cache.set(slug, projects);
  }
  return projects;
}

/** The project whose acceptance the certificate needs. */
export function finalProject(slug: ProgramSlug): Project {
  const final = programProjects(slug).find((p) => p.final);
  if (!final) throw new Error(`content/projects/${slug}.json has no final project`);
  return final;
}

// Builds the catalogue's index from content/programs/*.json: checks every file with the one
// schema, checks each has its artwork, checks content/mentors/*.json and their portraits and that
// every mentor a program names has a profile, checks content/projects/*.json (one file per program,
// exactly one final project each, ids unique, modules of the syllabus), and writes src/domain/catalogue/program-index.generated.ts,
// which the browser, the server and the tests import. Vite and Vitest run it as they start
// (programIndexPlugin), `npm run typecheck` and `npm install` run it too: adding a program is
// adding its file. Usage: tsx scripts/program-index.ts
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import {
  mentorPhotoPath,
  mentorProfiles,
  type Mentor,
} from '../src/domain/catalogue/mentor-file.ts';
import {
  CatalogueError,
  programIndex,
  type ProgramIndexEntry,
} from '../src/domain/catalogue/program-file.ts';
import { programProjectFiles, type Project } from '../src/domain/projects/project-file.ts';

export const PROGRAMS_DIR = 'content/programs';
export const MENTORS_DIR = 'content/mentors';
export const MENTOR_PHOTOS_DIR = 'public/images/mentors';
export const PROJECTS_DIR = 'content/projects';
export const INDEX_MODULE = 'src/domain/catalogue/program-index.generated.ts';

export interface ProgramIndexPaths {
  programsDir: string;
  /** Where each program's artwork is, as <slug>.svg. */
  artworkDir: string;
  mentorsDir: string;
  /** Where each mentor's portrait is, as <slug>.svg. */
  mentorPhotosDir: string;
  /** Where each program's projects are, as <slug>.json; checked when given. */
  projectsDir?: string;
  outFile: string;
}

const DEFAULT_PATHS: ProgramIndexPaths = {
  programsDir: PROGRAMS_DIR,
  artworkDir: 'public/images/programs',
  mentorsDir: MENTORS_DIR,
  mentorPhotosDir: MENTOR_PHOTOS_DIR,
  projectsDir: PROJECTS_DIR,
  outFile: INDEX_MODULE,
};

/** Each `<slug>.json` of a folder, parsed. */
function readJsonFiles(dir: string): { slug: string; data: unknown }[] {
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const slug = name.slice(0, -'.json'.length);
      const text = fs.readFileSync(path.join(dir, name), 'utf8');
      try {
        return { slug, data: JSON.parse(text) as unknown };
      } catch (error) {
        throw new CatalogueError(`${name}: not valid JSON (${(error as Error).message})`);
      }
    });
}

/** The mentor profiles, each with the path its portrait is served at. */
export function readMentors(
  paths: Pick<ProgramIndexPaths, 'mentorsDir' | 'mentorPhotosDir'>,
): Mentor[] {
  const files = readJsonFiles(paths.mentorsDir).map((file) => {
    const photo = path.join(paths.mentorPhotosDir, `${file.slug}.svg`);
    if (!fs.existsSync(photo)) {
      throw new CatalogueError(`No portrait for mentor ${file.slug}: add ${photo}.`);
    }
    return { ...file, photo: mentorPhotoPath(file.slug) };
  });
  return mentorProfiles(files);
}

/** Each program's projects, checked against its syllabus. */
export function readProjects(
  paths: Pick<ProgramIndexPaths, 'programsDir'> & { projectsDir: string },
): Map<string, Project[]> {
  const programs = readJsonFiles(paths.programsDir).map(({ slug, data }) => ({
    slug,
    modules: (data as { syllabus: unknown[] }).syllabus.length,
  }));
  return programProjectFiles(readJsonFiles(paths.projectsDir), programs);
}

export function readProgramIndex(
  paths: Pick<
    ProgramIndexPaths,
    'programsDir' | 'artworkDir' | 'mentorsDir' | 'mentorPhotosDir' | 'projectsDir'
  >,
): ProgramIndexEntry[] {
  const mentors = readMentors(paths).map((m) => m.slug);
  const index = programIndex(readJsonFiles(paths.programsDir), mentors);
  if (paths.projectsDir) readProjects({ ...paths, projectsDir: paths.projectsDir });
  const missing = index.filter((p) => !fs.existsSync(path.join(paths.artworkDir, `${p.slug}.svg`)));
  if (missing.length > 0) {
    throw new CatalogueError(
      `No artwork for ${missing.map((p) => p.slug).join(', ')}: add ${path.join(paths.artworkDir, `${missing[0]!.slug}.svg`)}.`,
    );
  }
  return index;
}

export function renderIndexModule(index: readonly ProgramIndexEntry[]): string {
  return [
    `// Written by scripts/program-index.ts from ${PROGRAMS_DIR}/*.json. Do not edit: change those files.`,
    `import type { ProgramIndexEntry } from './program-file.ts';`,
    '',
    `export const PROGRAM_INDEX = ${JSON.stringify(index, null, 2)} as const satisfies readonly ProgramIndexEntry[];`,
    '',
  ].join('\n');
}

/** Writes a module when its text changes (so that watchers see no change otherwise). */
function writeIfChanged(file: string, text: string): void {
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  if (current !== text) fs.writeFileSync(file, text);
}

/** Writes the index module. */
export function writeProgramIndex(paths: ProgramIndexPaths = DEFAULT_PATHS): void {
  writeIfChanged(paths.outFile, renderIndexModule(readProgramIndex(paths)));
}

/** For Vite and Vitest: the index is written before any module (routes.ts first) is loaded. */
export function programIndexPlugin(): Plugin {
  return {
    name: 'program-index',
    enforce: 'pre',
    config() {
      writeProgramIndex();
    },
    configureServer(server) {
      const watched = [PROGRAMS_DIR, MENTORS_DIR, PROJECTS_DIR].map((dir) => path.resolve(dir));
      server.watcher.add(watched);
      const rewrite = (file: string) => {
        if (!watched.some((dir) => file.startsWith(dir))) return;
        try {
          writeProgramIndex();
        } catch (error) {
          server.config.logger.error(String((error as Error).message));
        }
      };
      server.watcher.on('add', rewrite).on('change', rewrite).on('unlink', rewrite);
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    writeProgramIndex();
  } catch (error) {
    if (!(error instanceof CatalogueError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

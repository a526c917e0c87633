import fs from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import {
  completionFileSchema,
  ruleSchema,
  type CompletionFile,
  type CompletionRule,
} from '../../domain/certificates/completion-rule.ts';
import type { CatalogueProgram } from '../../domain/catalogue/live-catalogue.ts';
import {
  mentorFileSchema,
  mentorPhotoPath,
  mentorProfiles,
} from '../../domain/catalogue/mentor-file.ts';
import {
  CatalogueError,
  programFileSchema,
  programIndex,
} from '../../domain/catalogue/program-file.ts';
import { programProjectFiles, projectFileSchema } from '../../domain/projects/project-file.ts';
import type { Database } from '../db/schema.ts';
import { loadCatalogue } from './load-catalogue.ts';

/*
 * The published catalogue written out as content/ holds it, for backups: programs/<slug>.json
 * (its place in its category as `position`, its mentors in the page's order), projects/<slug>.json,
 * mentors/<slug>.json and completion.json, each checked by the readers that check content/. Put
 * in place of content/'s, they are what the migration 2026-12-05-02-catalogue imports into a new
 * database. Drafts are not the catalogue and are never written.
 *
 * The format has no place for some of what the database holds, so the export leaves it out and
 * a database imported from it has the import's own values instead:
 * - whether a program is listed: the import lists every program, an unlisted one included;
 * - its plans (prices, terms, extra lines, the most chosen): the import gives every program the
 *   three plans at the prices of its date;
 * - its SEO title and description: the import leaves them empty;
 * - its artwork and a mentor's portrait: the import names /images/programs/<slug>.svg and
 *   /images/mentors/<slug>.svg of public/ (a program or mentor added from the console has none
 *   there until one is drawn, and `npm run catalogue` asks for it). The files name no picture
 *   uploaded from the console (DATA_DIR/catalogue-images), so none is copied: DATA_DIR's backup
 *   keeps them;
 * - the account a mentor teaches with.
 */

/** The folders an export fills, one file per program or mentor. */
const FOLDERS = ['programs', 'projects', 'mentors'] as const;

/** One file of an export: its path within the folder and its text. */
export interface ExportedFile {
  path: string;
  text: string;
}

export interface CatalogueExport {
  files: ExportedFile[];
  programs: number;
  mentors: number;
}

/** As content/'s files are read: two-space JSON and a newline at the end. */
const jsonText = (data: unknown) => `${JSON.stringify(data, null, 2)}\n`;

/** The fields of `source` that a file's schema has; those absent stay absent. */
function fieldsOf(shape: object, source: object): Record<string, unknown> {
  const values = source as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(shape)
      .filter((key) => values[key] !== undefined)
      .map((key) => [key, values[key]]),
  );
}

/** A program as its file: no aliases is no field, as content/ writes it. */
function programFile(program: CatalogueProgram): Record<string, unknown> {
  const fields = fieldsOf(programFileSchema.shape, program);
  if (program.aliases.length === 0) delete fields.aliases;
  return fields;
}

const RULE_FIELDS = Object.keys(ruleSchema.shape) as (keyof CompletionRule)[];

const bySlug = <T extends { slug: string }>(items: readonly T[]): T[] =>
  [...items].sort((a, b) => a.slug.localeCompare(b.slug));

/**
 * The rule most programs follow is the default (of two followed as much, the first in catalogue
 * order); every other program names the fields where its rule differs, which the import lays
 * over the default.
 */
function completionFile(programs: readonly CatalogueProgram[]): CompletionFile {
  const followers = new Map<string, { rule: CompletionRule; count: number }>();
  for (const { completion } of programs) {
    const key = JSON.stringify(RULE_FIELDS.map((field) => completion[field]));
    const entry = followers.get(key) ?? { rule: completion, count: 0 };
    entry.count += 1;
    followers.set(key, entry);
  }
  const { rule } = [...followers.values()].reduce((best, entry) =>
    entry.count > best.count ? entry : best,
  );
  const overrides = bySlug(programs).flatMap(({ slug, completion }) => {
    const differing = RULE_FIELDS.filter((field) => completion[field] !== rule[field]);
    if (differing.length === 0) return [];
    return [[slug, Object.fromEntries(differing.map((field) => [field, completion[field]]))]];
  });
  return { default: rule, programs: Object.fromEntries(overrides) };
}

/**
 * Checks the files with content/'s own readers, so that an export the import would refuse is
 * never written: a CatalogueError names the file and the field at fault.
 */
function checkFiles(
  programs: readonly { slug: string; data: unknown; modules: number }[],
  projects: readonly { slug: string; data: unknown }[],
  mentors: readonly { slug: string; data: unknown }[],
): void {
  const profiles = mentorProfiles(mentors.map((m) => ({ ...m, photo: mentorPhotoPath(m.slug) })));
  programIndex(
    programs,
    profiles.map((m) => m.slug),
  );
  programProjectFiles(projects, programs);
}

/** The published catalogue as content/'s files; a CatalogueError when it has no program. */
export async function exportCatalogue(db: Kysely<Database>): Promise<CatalogueExport> {
  // One snapshot: a publish landing meanwhile is either wholly in the export or not at all.
  const catalogue = await db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute((tx) => loadCatalogue(tx));
  if (catalogue.programs.length === 0) {
    throw new CatalogueError('The catalogue has no published program: there is nothing to export.');
  }
  const programs = bySlug(catalogue.programs);
  const mentors = bySlug(catalogue.mentors);

  const programFiles = programs.map((p) => ({
    slug: p.slug,
    data: programFile(p),
    modules: p.syllabus.length,
  }));
  const projectFiles = programs.map((p) => ({ slug: p.slug, data: p.projects }));
  const mentorFiles = mentors.map((m) => ({
    slug: m.slug,
    data: fieldsOf(mentorFileSchema.shape, m),
  }));
  const completion = completionFile(catalogue.programs);
  checkFiles(programFiles, projectFiles, mentorFiles);

  // Parsed once more by each file's schema, which writes the fields in its own order at every
  // depth: the same catalogue is the same bytes, whatever order a document was stored in.
  const files: ExportedFile[] = [
    ...programFiles.map(({ slug, data }) => ({
      path: `programs/${slug}.json`,
      text: jsonText(programFileSchema.parse(data)),
    })),
    ...projectFiles.map(({ slug, data }) => ({
      path: `projects/${slug}.json`,
      text: jsonText(projectFileSchema.parse(data)),
    })),
    ...mentorFiles.map(({ slug, data }) => ({
      path: `mentors/${slug}.json`,
      text: jsonText(mentorFileSchema.parse(data)),
    })),
    { path: 'completion.json', text: jsonText(completionFileSchema.parse(completion)) },
  ];
  return { files, programs: programs.length, mentors: mentors.length };
}

/**
 * Writes an export into `dir`. The JSON files of its folders are replaced whole, so that a
 * program removed or renamed since an earlier export does not come back; anything else in `dir`
 * (content/site/, when it is content/) stays.
 */
export function writeCatalogueExport(dir: string, exported: CatalogueExport): void {
  for (const folder of FOLDERS) {
    const full = path.join(dir, folder);
    fs.mkdirSync(full, { recursive: true });
    for (const name of fs.readdirSync(full).filter((n) => n.endsWith('.json'))) {
      fs.rmSync(path.join(full, name));
    }
  }
  for (const file of exported.files) fs.writeFileSync(path.join(dir, file.path), file.text);
}

import { CatalogueError, SLUG_PATTERN } from '../catalogue/program-file.ts';
import { z } from '../zod.ts';

/** How a learner may hand a project in: a link (https), a file (PDF or ZIP), or either. */
export const PROJECT_ACCEPTS = ['link', 'file'] as const;
export type ProjectAccepts = (typeof PROJECT_ACCEPTS)[number];

const text = (min: number, max: number) => z.string().trim().min(min).max(max);

/**
 * One project of a program as content/projects/<program>.json lists it: what to build, what to
 * hand in, and the syllabus module it follows. The last one, `final`, counts for the certificate.
 */
export const projectSchema = z.strictObject({
  id: z.string().regex(SLUG_PATTERN, { error: 'An id is kebab-case: a-z, 0-9 and -.' }).max(60),
  title: text(3, 80),
  /** What to build, in one to three sentences. */
  brief: text(20, 400),
  /** What to hand in, e.g. 'A PDF report of 4–8 pages'. */
  submit: text(10, 200),
  accepts: z
    .array(z.enum(PROJECT_ACCEPTS))
    .min(1)
    .max(2)
    .refine((ways) => new Set(ways).size === ways.length, { error: 'Name each way once.' }),
  /** The 0-based index of the syllabus module the project follows. */
  module: z.int().min(0),
  final: z.literal(true).optional(),
});

export type Project = z.output<typeof projectSchema>;

export const projectFileSchema = z
  .array(projectSchema)
  .min(1)
  .max(6)
  .refine((projects) => projects.filter((p) => p.final).length === 1, {
    error: 'Mark exactly one project "final": true.',
  })
  .refine((projects) => new Set(projects.map((p) => p.id)).size === projects.length, {
    error: 'Give each project an id of its own.',
  });

/**
 * Checks each program's project file against the schema and the program's syllabus; throws a
 * CatalogueError naming the file and the field at fault. Every program has a file, and every
 * file is a program's.
 */
export function programProjectFiles(
  files: readonly { slug: string; data: unknown }[],
  programs: readonly { slug: string; modules: number }[],
): Map<string, Project[]> {
  const result = new Map<string, Project[]>();
  for (const { slug, data } of files) {
    const program = programs.find((p) => p.slug === slug);
    if (!program) {
      throw new CatalogueError(`projects/${slug}.json: there is no program ${slug}.`);
    }
    const parsed = projectFileSchema.safeParse(data);
    if (!parsed.success) {
      const problems = parsed.error.issues.map(
        (i) => `${i.path.join('.') || '(file)'}: ${i.message}`,
      );
      throw new CatalogueError(`projects/${slug}.json: ${problems.join('; ')}`);
    }
    const beyond = parsed.data.findIndex((p) => p.module >= program.modules);
    if (beyond !== -1) {
      throw new CatalogueError(
        `projects/${slug}.json: ${beyond}.module: ${slug} has modules 0 to ${program.modules - 1}.`,
      );
    }
    result.set(slug, parsed.data);
  }
  const missing = programs.find((p) => !result.has(p.slug));
  if (missing) {
    throw new CatalogueError(`No projects for ${missing.slug}: add projects/${missing.slug}.json.`);
  }
  return result;
}

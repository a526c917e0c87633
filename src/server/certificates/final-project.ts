import type { ProgramSlug } from '../../domain/catalogue/programs.ts';
import { programProjects } from '../repositories/projects/program-projects.ts';

/**
 * The id of the program's final project, as published (program-projects.ts), or
 * null when the program sets none: the completion rule then counts that condition as met.
 */
export const finalProjectOf = (slug: ProgramSlug): string | null =>
  programProjects(slug).find((p) => p.final)?.id ?? null;

import type { ProgramSummary } from '../../../../domain/staff/catalogue.ts';

export type Direction = 'up' | 'down';

/**
 * The paths of a program's category in their order once it moves one place `direction`, as the
 * order endpoint takes them (a whole category); undefined when it is already at that end.
 * `programs` are the catalogue's, in catalogue order.
 */
export function movedCategory(
  programs: readonly Pick<ProgramSummary, 'slug' | 'category'>[],
  slug: string,
  direction: Direction,
): string[] | undefined {
  const program = programs.find((p) => p.slug === slug);
  if (!program) return undefined;
  const slugs = programs.filter((p) => p.category === program.category).map((p) => p.slug);
  const from = slugs.indexOf(slug);
  const to = direction === 'up' ? from - 1 : from + 1;
  if (to < 0 || to >= slugs.length) return undefined;
  [slugs[from], slugs[to]] = [slugs[to]!, slugs[from]!];
  return slugs;
}

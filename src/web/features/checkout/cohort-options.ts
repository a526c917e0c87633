import { findProgram } from '../../../domain/catalogue/programs.ts';
import type { UpcomingCohort } from '../../../domain/catalogue/upcoming-cohorts.ts';
import { fetchProgramCohorts } from '../program/cohorts-api.ts';

/** What a line can be started with: its program's upcoming cohorts, or none if unreadable. */
export interface CohortOptions {
  cohorts: UpcomingCohort[];
  failed: boolean;
}

/** The slug a cart line's program is known by here: the key of its options and choice. */
export const lineSlug = (program: string) => findProgram(program)?.slug ?? program;

/**
 * For the checkout's loader: the upcoming cohorts of each program in the cart, with the seats left
 * now, by slug. A program whose cohorts cannot be read offers self-paced and says why; it does not
 * hold up the rest of the checkout.
 */
export async function loadCohortOptions(
  programs: readonly string[],
): Promise<Record<string, CohortOptions>> {
  const slugs = [...new Set(programs.map(lineSlug))];
  const reads = await Promise.all(slugs.map((slug) => fetchProgramCohorts(slug)));
  return Object.fromEntries(
    slugs.map((slug, i) => {
      const read = reads[i]!;
      const options = read.ok
        ? { cohorts: read.data.results, failed: false }
        : { cohorts: [], failed: true };
      return [slug, options];
    }),
  );
}

import { useState } from 'react';
import { lineSlug, type CohortOptions } from './cohort-options.ts';

/** A line's choice: one of its program's cohorts, or self-paced. */
export type CohortChoice = number | 'self-paced';

export type ResolvedChoices =
  { ok: true; cohortIds: (number | null)[] } | { ok: false; missing: string[] };

/** A choice of a cohort that is now full or gone is no choice. */
function stillOpen(choice: CohortChoice | undefined, options: CohortOptions | undefined) {
  if (typeof choice !== 'number') return choice;
  return options?.cohorts.some((c) => c.id === choice && c.seats_left > 0) ? choice : undefined;
}

/**
 * The buyer's choice of cohort for each line of the cart, among the cohorts the checkout's loader
 * read (and reads again when the route revalidates, after a cohort filled up meanwhile).
 */
export function useCohortChoices(
  programs: readonly string[],
  options: Readonly<Record<string, CohortOptions>>,
) {
  const [chosen, setChosen] = useState<Record<string, CohortChoice>>({});
  const slugs = programs.map(lineSlug);
  const choices: Record<string, CohortChoice> = {};
  for (const slug of slugs) {
    const choice = stillOpen(chosen[slug], options[slug]);
    if (choice !== undefined) choices[slug] = choice;
  }

  const choose = (slug: string, choice: CohortChoice) =>
    setChosen((now) => ({ ...now, [slug]: choice }));

  /** The cohort of each line (null: self-paced), or the programs still to choose for. */
  const resolve = (): ResolvedChoices => {
    const missing = slugs.filter(
      (slug) => (options[slug]?.cohorts.length ?? 0) > 0 && !choices[slug],
    );
    if (missing.length > 0) return { ok: false, missing };
    return {
      ok: true,
      cohortIds: slugs.map((slug) => {
        const choice = choices[slug];
        return typeof choice === 'number' ? choice : null;
      }),
    };
  };

  return { choices, choose, resolve };
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { findProgram } from '../../../domain/catalogue/programs.ts';
import type { UpcomingCohort } from '../../../domain/catalogue/upcoming-cohorts.ts';
import { fetchProgramCohorts } from '../program/cohorts-api.ts';

/** A line's choice: one of its program's cohorts, or self-paced. */
export type CohortChoice = number | 'self-paced';

/** What a line can be started with: null while the program's cohorts are being read. */
export type CohortOptions = { cohorts: UpcomingCohort[]; failed: boolean } | null;

export type ResolvedChoices =
  { ok: true; cohortIds: (number | null)[] } | { ok: false; missing: string[] };

/**
 * The upcoming cohorts of each program in the cart, read when the checkout opens and again on
 * `reload` (after a cohort filled up meanwhile), and the buyer's choice for each.
 */
export function useCohortChoices(programs: readonly string[]) {
  const key = programs.map((name) => findProgram(name)?.slug ?? name).join('|');
  const [options, setOptions] = useState<Record<string, CohortOptions>>({});
  const [choices, setChoices] = useState<Record<string, CohortChoice>>({});
  const [round, setRound] = useState(0);
  // What `resolve` reads, kept beside the state as each changes: the latest answers and
  // choices, and the reads still under way.
  const latest = useRef({
    options: {} as Record<string, CohortOptions>,
    choices: {} as Record<string, CohortChoice>,
    loading: Promise.resolve(),
  });

  useEffect(() => {
    let current = true;
    const reads = key
      .split('|')
      .filter(Boolean)
      .map(async (slug) => {
        const result = await fetchProgramCohorts(slug);
        if (!current) return;
        const read = result.ok
          ? { cohorts: result.data.results, failed: false }
          : { cohorts: [], failed: true };
        latest.current.options = { ...latest.current.options, [slug]: read };
        setOptions((now) => ({ ...now, [slug]: read }));
        // A choice of a cohort that is now full or gone is no choice.
        const chosen = latest.current.choices[slug];
        const open = read.cohorts.some((c) => c.id === chosen && c.seats_left > 0);
        if (typeof chosen === 'number' && !open) {
          const { [slug]: _dropped, ...rest } = latest.current.choices;
          latest.current.choices = rest;
          setChoices(rest);
        }
      });
    latest.current.loading = Promise.all(reads).then(() => undefined);
    return () => {
      current = false;
    };
  }, [key, round]);

  const choose = useCallback((slug: string, choice: CohortChoice) => {
    latest.current.choices = { ...latest.current.choices, [slug]: choice };
    setChoices(latest.current.choices);
  }, []);
  const reload = useCallback(() => setRound((r) => r + 1), []);

  /**
   * Once the cohorts are read: the cohort of each line (null: self-paced), or the programs whose
   * cohorts the buyer has still to choose between.
   */
  const resolve = useCallback(async (): Promise<ResolvedChoices> => {
    await latest.current.loading;
    const slugs = key.split('|').filter(Boolean);
    const { options: read, choices: chosen } = latest.current;
    const missing = slugs.filter((slug) => (read[slug]?.cohorts.length ?? 0) > 0 && !chosen[slug]);
    if (missing.length > 0) return { ok: false, missing };
    return {
      ok: true,
      cohortIds: slugs.map((slug) => {
        const choice = chosen[slug];
        return typeof choice === 'number' ? choice : null;
      }),
    };
  }, [key]);

  return { options, choices, choose, reload, resolve };
}

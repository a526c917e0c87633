import { useEffect, useState } from 'react';
import type { PlanChoices } from '../../../domain/plan-choices.ts';
import { requestJson } from '../../api/client.ts';

/**
 * The plan of this program that paid orders chose most, once the server says one is: read after
 * the page has shown (the page is built before any order exists), and null until then and for
 * as long as no plan leads, so that a fresh site claims nothing.
 */
export function useMostChosenPlan(programName: string): string | null {
  const [choices, setChoices] = useState<PlanChoices['most_chosen'] | null>(null);
  useEffect(() => {
    let current = true;
    void requestJson<PlanChoices>('GET', '/api/plan-choices/').then((result) => {
      if (current && result.ok) setChoices(result.data.most_chosen);
    });
    return () => {
      current = false;
    };
  }, []);
  return choices?.[programName] ?? null;
}

import { randomBytes } from 'node:crypto';
import { cohortChoiceProblem } from '../../domain/cohort-choice.ts';
import { istDay } from '../../domain/india-time.ts';
import type { Quote } from '../../domain/pricing.ts';
import { HttpError } from '../errors.ts';
import { lockCohortSeats } from '../repositories/delivery/cohort-seats.ts';

// Crockford's base32 without I, L, O and U: easy to read out over the phone.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A new order's number, e.g. ORD-7K2M9QXA; unguessable, so that it can be said aloud safely. */
export function newOrderNumber(): string {
  const bytes = randomBytes(8);
  return `ORD-${[...bytes].map((b) => ALPHABET[b % 32]).join('')}`;
}

/**
 * Checks each line's cohort in the order's transaction, the cohorts held until the order is
 * stored (lockCohortSeats): refused with nothing stored.
 * `field` names the form field a refusal belongs to, where the form has one.
 */
export async function checkCohortChoices(
  tx: Parameters<typeof lockCohortSeats>[0],
  lines: Quote['lines'],
  chosen: readonly (number | null)[],
  field?: string,
): Promise<void> {
  const ids = [...new Set(chosen.filter((id) => id !== null))];
  if (ids.length === 0) return;
  const cohorts = await lockCohortSeats(tx, ids);
  const at = new Date();
  const today = istDay(at);
  for (const [i, line] of lines.entries()) {
    const id = chosen[i];
    if (id === null || id === undefined) continue;
    const problem = cohortChoiceProblem(line.program, cohorts.get(id), today, at.toISOString());
    if (problem) throw new HttpError(problem.status, problem.error, {}, field ? { field } : {});
  }
}

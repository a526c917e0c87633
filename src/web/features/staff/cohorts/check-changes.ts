import { checkInputSchema, type ProgramChecks } from '../../../../domain/delivery/module-checks.ts';
import type { CohortCheckResults } from '../../../../domain/delivery/check-results.ts';
import { z } from '../../../../domain/zod.ts';
import { staffRequest } from '../api/staff-request.ts';
import { answerOf, type Answer } from '../../../lib/route-answer.ts';

const checkPath = (program: string, index: number) =>
  `/api/cohorts/checks/${encodeURIComponent(program)}/${index}/`;

export const fetchChecks = (program: string) =>
  staffRequest<ProgramChecks>('GET', `/api/cohorts/checks/${encodeURIComponent(program)}/`);

export const fetchCheckResults = (cohortId: number) =>
  staffRequest<CohortCheckResults>('GET', `/api/cohorts/${cohortId}/checks/`);

/** What the materials screen's check editors ask its clientAction to do. */
const checkChangeSchema = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('check-save'),
    program: z.string(),
    index: z.number().int(),
    check: checkInputSchema,
  }),
  z.object({ intent: z.literal('check-remove'), program: z.string(), index: z.number().int() }),
]);
export type CheckChange = z.infer<typeof checkChangeSchema>;

/**
 * Saves or removes a module's check, when that is what `request` asks (the materials route's
 * clientAction tries this first); undefined for any other change, whose body is left unread.
 */
export async function changeChecks(request: Request): Promise<Answer | undefined> {
  if (!request.headers.get('content-type')?.startsWith('application/json')) return undefined;
  const change = checkChangeSchema.safeParse(await request.clone().json());
  if (!change.success) return undefined;
  const { program, index } = change.data;
  if (change.data.intent === 'check-save') {
    return answerOf(
      await staffRequest<ProgramChecks>('PUT', checkPath(program, index), change.data.check),
      request,
      {
        done: () => `The check of module ${index + 1} is saved.`,
        refused: 'The check was not saved.',
      },
    );
  }
  return answerOf(await staffRequest<ProgramChecks>('DELETE', checkPath(program, index)), request, {
    done: () => `The check of module ${index + 1} is removed.`,
    refused: 'The check was not removed.',
  });
}

import { useFetcher } from 'react-router';
import { z } from '../../../domain/zod.ts';
import { failureMessage } from '../../api/client.ts';
import { redirectIfSignedOut } from '../../lib/route-data.ts';
import { announceIfSignedOut } from '../auth/signed-out.ts';
import { dropCalendarFeed, renewCalendarFeed, setModuleDone, setReminders } from './learn-api.ts';

/** What the learner's space's clientAction is asked to do: `intent` says which change. */
const learnChangeSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('module'), index: z.number().int(), done: z.boolean() }),
  z.object({ intent: z.literal('reminders'), on: z.boolean() }),
  z.object({ intent: z.literal('calendar-feed'), on: z.boolean() }),
]);
export type LearnChange = z.infer<typeof learnChangeSchema>;

const REFUSED: Record<LearnChange['intent'], string> = {
  module: 'The module could not be marked.',
  reminders: 'Reminders could not be changed.',
  'calendar-feed': 'The calendar link could not be changed.',
};

function send(program: string, change: LearnChange) {
  switch (change.intent) {
    case 'module':
      return setModuleDone(program, change.index, change.done);
    case 'reminders':
      return setReminders(change.on);
    case 'calendar-feed':
      return change.on ? renewCalendarFeed() : dropCalendarFeed();
  }
}

/**
 * Makes a change in the learner's space (the route's clientAction). Null when done: React
 * Router then loads the space again. A refusal is returned, to show beside what sent it.
 */
export async function changeLearnerSpace(
  program: string,
  request: Request,
): Promise<{ error: string } | null> {
  const change = learnChangeSchema.parse(await request.json());
  const result = await send(program, change);
  if (result.ok) return null;
  announceIfSignedOut(result);
  redirectIfSignedOut(result, request);
  return { error: failureMessage(result, REFUSED[change.intent], 'Network error.') };
}

/** Sends a change through a fetcher of its own: `pending` until the space is read again. */
export function useLearnChange() {
  const fetcher = useFetcher<{ error: string } | null>();
  const pending = fetcher.state !== 'idle';
  return {
    submit: (change: LearnChange) =>
      fetcher.submit(change, { method: 'post', encType: 'application/json' }),
    pending,
    refusal: pending ? null : (fetcher.data ?? null),
  };
}

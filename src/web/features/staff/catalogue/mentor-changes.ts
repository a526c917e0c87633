import { redirect } from 'react-router';
import { redirectIfSignedOut } from '../../../lib/route-data.ts';
import { answerOf, refusalOf, type Answer } from '../../../lib/route-answer.ts';
import {
  createMentor,
  discardMentorDraft,
  linkMentorAccount,
  publishMentor,
  saveMentorDraft,
  setMentorPrograms,
} from './catalogue-api.ts';
import { MENTORS_PATH, mentorPath } from './catalogue-paths.ts';
import type { CheckedMentor } from './mentor-form.tsx';

/** What the mentors' screens ask their clientActions to do: `intent` says which change. */
export type MentorChange =
  | { intent: 'create'; slug: string; document: CheckedMentor }
  | { intent: 'save'; slug: string; document: CheckedMentor }
  | { intent: 'discard'; slug: string; name: string }
  | { intent: 'publish'; slug: string; name: string }
  | { intent: 'account'; slug: string; name: string; userId: number | null }
  | { intent: 'programs'; slug: string; name: string; programs: string[] };

/**
 * Creates, drafts, discards and publishes mentors' profiles, links their accounts and sets what
 * they teach (the mentor routes' clientAction), and says in words what it did or why not. A new
 * profile opens its page; a draft-only profile discarded goes back to the list.
 */
export async function changeMentors(request: Request): Promise<Answer | Response> {
  const change = (await request.json()) as MentorChange;
  switch (change.intent) {
    case 'create': {
      const result = await createMentor(change.slug, change.document);
      if (result.ok) return redirect(mentorPath(result.data.slug));
      redirectIfSignedOut(result, request);
      return refusalOf(result, 'The profile was not saved.');
    }
    case 'save':
      return answerOf(await saveMentorDraft(change.slug, change.document), request, {
        done: () => 'The draft is saved. The site is unchanged until the draft is published.',
        refused: 'The draft was not saved.',
      });
    case 'discard': {
      const result = await discardMentorDraft(change.slug);
      if (result.ok && result.data === undefined) return redirect(MENTORS_PATH);
      return answerOf(result, request, {
        done: () =>
          `The draft of ${change.name}’s profile is discarded: the site keeps what it shows.`,
        refused: 'The draft was not discarded.',
      });
    }
    case 'publish':
      return answerOf(await publishMentor(change.slug), request, {
        done: () => `${change.name}’s profile is published: the site shows it now.`,
        refused: `${change.name}’s profile was not published.`,
      });
    case 'account':
      return answerOf(await linkMentorAccount(change.slug, change.userId), request, {
        done: (record) =>
          record.user
            ? `${change.name} now teaches with the account ${record.user.name}.`
            : `${change.name}’s profile is no longer linked to an account.`,
        refused: 'The account was not changed.',
      });
    case 'programs':
      return answerOf(await setMentorPrograms(change.slug, change.programs), request, {
        done: (record) =>
          record.programs.length === 0
            ? `${change.name} is on no program’s page now.`
            : `${change.name} is on the pages of ${record.programs.length} program${record.programs.length === 1 ? '' : 's'} now.`,
        refused: 'The programs were not changed.',
      });
  }
}

import { redirect } from 'react-router';
import { redirectIfSignedOut } from '../../../lib/route-data.ts';
import { answerOf, refusalOf, type Answer } from '../../../lib/route-answer.ts';
import {
  createProgram,
  discardProgramDraft,
  publishProgram,
  reorderPrograms,
  saveProgramDraft,
  setProgramListed,
} from './catalogue-api.ts';
import { CATALOGUE_PATH, programPath } from './catalogue-paths.ts';
import type { CheckedProgram } from './program-form-values.ts';

/** What the programs' screens ask their clientActions to do: `intent` says which change. */
export type ProgramChange =
  | { intent: 'create'; document: CheckedProgram }
  | { intent: 'save'; slug: string; document: CheckedProgram }
  | { intent: 'discard'; slug: string; name: string }
  | { intent: 'publish'; slug: string; name: string }
  | { intent: 'listing'; slug: string; name: string; listed: boolean }
  | { intent: 'order'; slugs: string[]; name: string; direction: 'up' | 'down' };

/**
 * Creates, drafts, discards, publishes, lists and reorders programs (the catalogue routes'
 * clientAction), and says in words what it did or why it was refused. A change that moves the
 * program (a new one, a new path published, a draft-only program discarded) opens where it now
 * is; React Router then loads the screen again by itself.
 */
export async function changePrograms(request: Request): Promise<Answer | Response> {
  const change = (await request.json()) as ProgramChange;
  switch (change.intent) {
    case 'create': {
      const result = await createProgram(change.document);
      if (result.ok) return redirect(programPath(result.data.slug));
      redirectIfSignedOut(result, request);
      return refusalOf(result, 'The program was not saved.');
    }
    case 'save':
      return answerOf(await saveProgramDraft(change.slug, change.document), request, {
        done: () => 'The draft is saved. The site is unchanged until the draft is published.',
        refused: 'The draft was not saved.',
      });
    case 'discard': {
      const result = await discardProgramDraft(change.slug);
      if (result.ok && result.data === undefined) return redirect(CATALOGUE_PATH);
      return answerOf(result, request, {
        done: () => `The draft of ${change.name} is discarded: the site keeps what it shows.`,
        refused: 'The draft was not discarded.',
      });
    }
    case 'publish': {
      const result = await publishProgram(change.slug);
      if (result.ok && result.data.slug !== change.slug) {
        return redirect(programPath(result.data.slug));
      }
      return answerOf(result, request, {
        done: (record) =>
          record.listed
            ? `${change.name} is published: the site shows it now.`
            : `${change.name} is published. It is not listed: list it in the catalogue when it should be sold.`,
        refused: `${change.name} was not published.`,
      });
    }
    case 'listing':
      return answerOf(await setProgramListed(change.slug, change.listed), request, {
        done: () =>
          change.listed
            ? `${change.name} is listed: the site shows and sells it.`
            : `${change.name} is unlisted: the site no longer shows or sells it.`,
        refused: change.listed
          ? `${change.name} was not listed.`
          : `${change.name} was not unlisted.`,
      });
    case 'order':
      return answerOf(await reorderPrograms(change.slugs), request, {
        done: () => `${change.name} moved ${change.direction} in its category.`,
        refused: `${change.name} was not moved.`,
      });
  }
}

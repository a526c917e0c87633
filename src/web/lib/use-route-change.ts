import { useCallback, useEffect, useEffectEvent } from 'react';
import { useFetcher, type SubmitTarget } from 'react-router';
import { hydrateEveryPart } from '../components/hydrate-later.tsx';
import type { Answer } from './route-answer.ts';

/**
 * One kind of change a screen makes, sent as JSON to its route's clientAction by a
 * fetcher of its own. React Router then loads the route's data again by itself; `answer` is
 * what the action said once that is done too, so that a notice never runs ahead of the page.
 * `onAnswer` hears each answer once: to empty the form it came from, or to close a dialog.
 * `action` names another route's action, a resource route's, instead of the screen's own;
 * `revalidate: false` says the change touches nothing the page's loaders read (a sign-in, an
 * enquiry), so they are not run again.
 */
export function useRouteChange<Change extends SubmitTarget, A = Answer>(
  onAnswer?: (answer: A) => void,
  { action, revalidate = true }: { action?: string; revalidate?: boolean } = {},
) {
  const { submit, reset, state, json, data } = useFetcher<A>();
  const busy = state !== 'idle';
  // A fetcher that was reset holds null. The answers are plain JSON: serialised, they are alike.
  const last = (data ?? undefined) as A | undefined;
  const answer = busy ? undefined : last;
  const answered = useEffectEvent((settled: A) => onAnswer?.(settled));
  useEffect(() => {
    if (answer !== undefined) answered(answer);
  }, [answer]);

  // A file goes as a form of its own; anything else as JSON. React holds the answer, as any
  // update of the router's state, until every part of a built page has hydrated: the person is
  // waiting for it, so those parts' code is asked for now (components/hydrate-later.tsx).
  const send = useCallback(
    (change: Change | FormData) => {
      hydrateEveryPart();
      const options = { method: 'post', action, defaultShouldRevalidate: revalidate } as const;
      return change instanceof FormData
        ? submit(change, { ...options, encType: 'multipart/form-data' })
        : submit(change, { ...options, encType: 'application/json' });
    },
    [submit, action, revalidate],
  );
  const hasAnswer = answer !== undefined;
  /** Drops the last answer, so that its notice goes when the person starts on something else. */
  const forget = useCallback(() => {
    if (hasAnswer) reset();
  }, [hasAnswer, reset]);

  return {
    send,
    busy,
    /** What is on its way, while it is: which row's button says so, what a select shows. */
    sending: busy ? (json as Change | undefined) : undefined,
    answer,
    /** The last answer, kept while the next change is on its way: what the page still shows. */
    last,
    forget,
  };
}

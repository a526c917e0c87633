import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { failureMessage, type ApiResult } from '../api/client.ts';

export type ApiData<T> =
  | { status: 'loading' }
  /** `httpStatus` when the server answered (401: the session has ended). */
  | { status: 'error'; message: string; httpStatus?: number }
  | { status: 'ready'; data: T };

interface Settled<T> {
  key: string;
  state: ApiData<T>;
}

/**
 * Loads what a screen shows (the staff console's and the learner's own screens alike), again whenever `key` changes (the filters, the record's id), and
 * hands back the latest answer only: a slow answer to old filters never replaces a newer one.
 * `replace` puts in what a change answered with, so the screen shows it without asking again.
 * `reload` asks again, for 'Try again' and after changes that answer with nothing.
 */
export function useApiData<T>(
  /** null: nothing to load yet (e.g. not signed in); the state stays 'loading'. */
  key: string | null,
  load: () => Promise<ApiResult<T>>,
  /** What a failure says when the server gave no reason, and when it could not be reached. */
  words: { fallback?: string; network?: string } = {},
) {
  const [attempt, setAttempt] = useState(0);
  const current = `${attempt}|${key}`;
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  // What the screen shows for an answer, in the words given at the latest render.
  const loadNow = useEffectEvent(async (): Promise<ApiData<T>> => {
    const result = await load();
    if (result.ok) return { status: 'ready', data: result.data };
    return {
      status: 'error',
      message: failureMessage(
        result,
        words.fallback ?? 'This could not be loaded.',
        words.network ?? 'Network error. Please try again.',
      ),
      ...(result.kind === 'http' ? { httpStatus: result.status } : {}),
    };
  });

  useEffect(() => {
    if (key === null) return;
    let live = true;
    void loadNow().then((state) => {
      if (live) setSettled({ key: current, state });
    });
    return () => {
      live = false;
    };
  }, [current, key]);

  const replace = useCallback(
    (data: T) => setSettled({ key: current, state: { status: 'ready', data } }),
    [current],
  );
  /** Like `replace`, from what is shown now: for a change to one row of a list. */
  const update = useCallback(
    (change: (data: T) => T) =>
      setSettled((shown) =>
        shown?.key === current && shown.state.status === 'ready'
          ? { key: current, state: { status: 'ready', data: change(shown.state.data) } }
          : shown,
      ),
    [current],
  );
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const state: ApiData<T> = settled?.key === current ? settled.state : { status: 'loading' };
  return { state, replace, update, reload };
}

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
export function useApiData<T>(key: string, load: () => Promise<ApiResult<T>>) {
  const [attempt, setAttempt] = useState(0);
  const current = `${attempt}|${key}`;
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const loadNow = useEffectEvent(load);

  useEffect(() => {
    let live = true;
    void loadNow().then((result) => {
      if (!live) return;
      setSettled({
        key: current,
        state: result.ok
          ? { status: 'ready', data: result.data }
          : {
              status: 'error',
              message: failureMessage(result, 'This could not be loaded.'),
              ...(result.kind === 'http' ? { httpStatus: result.status } : {}),
            },
      });
    });
    return () => {
      live = false;
    };
  }, [current]);

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

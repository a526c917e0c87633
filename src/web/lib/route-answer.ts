import { failureMessage, refusedField, type ApiResult } from '../api/client.ts';
import { redirectIfSignedOut } from './route-data.ts';

/** Why the server refused a change, and the request's field it names, if any. */
export interface Refusal {
  ok: false;
  error: string;
  field?: string;
}

/** What a route's clientAction answers to a change: done, in words for the page; or refused. */
export type Answer = { ok: true; message: string } | Refusal;

/** The refusal of a failed call, in the server's words or `fallback` (`network`: unreached). */
export function refusalOf(
  result: Extract<ApiResult<unknown>, { ok: false }>,
  fallback: string,
  network?: string,
) {
  const field = refusedField(result);
  const error = failureMessage(result, fallback, network);
  return { ok: false, error, ...(field ? { field } : {}) } as const;
}

/**
 * The answer to a change the API was asked to make. A refusal is returned, not thrown, so that
 * the form or dialog that sent it shows it; only a 401 (the session ended) redirects to log in.
 */
export function answerOf<T>(
  result: ApiResult<T>,
  request: Request,
  words: { done: (data: T) => string; refused: string; network?: string },
): Answer {
  if (result.ok) return { ok: true, message: words.done(result.data) };
  redirectIfSignedOut(result, request);
  return refusalOf(result, words.refused, words.network);
}

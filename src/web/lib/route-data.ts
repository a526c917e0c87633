import { data, redirect } from 'react-router';
import { failureMessage, type ApiResult } from '../api/client.ts';
import { loginPath } from '../features/auth/login-path.ts';

/** What a route's error boundary shows when its loader could not load: the reason, in words. */
export interface LoadFailure {
  message: string;
}

interface Words {
  /** What a failure says when the server gave no reason. */
  fallback?: string;
  /** What it says when the server could not be reached. */
  network?: string;
}

/** Where a request's page is, to come back to after logging in. */
const pathOf = (request: Request) => {
  const url = new URL(request.url);
  return url.pathname + url.search;
};

/**
 * The data a clientLoader or clientAction asked the API for. A failure is thrown the React
 * Router way: 401 (no session) redirects to log in and back; anything else becomes an error
 * response carrying a LoadFailure, which the route's ErrorBoundary shows (RouteLoadError).
 */
export function loadedOrThrow<T>(result: ApiResult<T>, request: Request, words: Words = {}): T {
  if (result.ok) return result.data;
  if (result.kind === 'http' && result.status === 401)
    throw redirect(loginPath(pathOf(request), 'expired'));
  const message = failureMessage(
    result,
    words.fallback ?? 'This could not be loaded.',
    words.network ?? 'Network error. Please try again.',
  );
  throw data<LoadFailure>({ message }, { status: result.kind === 'http' ? result.status : 503 });
}

/** The LoadFailure an error boundary was handed, or undefined for any other error. */
export function loadFailureOf(error: unknown): (LoadFailure & { status: number }) | undefined {
  if (!error || typeof error !== 'object' || !('status' in error) || !('data' in error))
    return undefined;
  const { status, data: body } = error as { status: unknown; data: unknown };
  if (typeof status !== 'number' || !body || typeof body !== 'object' || !('message' in body))
    return undefined;
  return typeof body.message === 'string' ? { status, message: body.message } : undefined;
}

/**
 * For a clientAction, which returns its refusals to be shown beside the form: a 401 (no session)
 * is not one of them, and redirects to log in and back as in loadedOrThrow.
 */
export function redirectIfSignedOut(result: ApiResult<unknown>, request: Request): void {
  if (!result.ok && result.kind === 'http' && result.status === 401)
    throw redirect(loginPath(pathOf(request), 'expired'));
}

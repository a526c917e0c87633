import type { ApiResult } from '../../api/client.ts';
import { announceAuthChanged } from './session.ts';

/**
 * Whether the server answered 401: the session is over. The rest of the page is told at once,
 * as the server's answer says more than the session state the page holds: the navigation shows
 * the visitor signed out, and the session gate of a learner's page sends them to log in.
 */
export function announceIfSignedOut(result: ApiResult<unknown>): boolean {
  if (result.ok || result.kind !== 'http' || result.status !== 401) return false;
  announceAuthChanged({ status: 'signed-out' });
  return true;
}

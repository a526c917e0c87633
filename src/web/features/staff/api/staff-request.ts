import { requestJson, type ApiResult } from '../../../api/client.ts';
import { announceAuthChanged } from '../../auth/session.ts';

/** Fired on window when the server refuses a console call to this account (403). */
export const STAFF_FORBIDDEN = 'staff-forbidden';

/**
 * Every console call goes through here, so that no screen can forget what 401 and 403 mean:
 * the session has ended (the console sends the person to log in), or the account has lost its
 * access (the console says so), whichever screen asked.
 */
export async function staffRequest<T>(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<ApiResult<T>> {
  const result = await requestJson<T>(method, path, body);
  if (!result.ok && result.kind === 'http') {
    if (result.status === 401) announceAuthChanged({ status: 'signed-out' });
    if (result.status === 403) window.dispatchEvent(new Event(STAFF_FORBIDDEN));
  }
  return result;
}

type QueryValue = string | number | undefined;

/** `path?a=1&b=2`, leaving out what is not set. */
export function withQuery(path: string, query: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** The same filters without paging, for the CSV exports: they hold every matching row. */
export function withoutPaging<Q extends { page: number; page_size: number }>({
  page: _page,
  page_size: _pageSize,
  ...filters
}: Q): Omit<Q, 'page' | 'page_size'> {
  return filters;
}

import { requestJson, type ApiResult } from '../../../api/client.ts';
import { announceAuthChanged } from '../../auth/session.ts';

/**
 * Every console call goes through here. A 401 means the session has ended: the rest of the page
 * (the header) is told at once, while the route's loader or action redirects to log in. A 403
 * (the account has lost the console) is the routes' to deal with: see StaffLoadError.
 */
export async function staffRequest<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<ApiResult<T>> {
  const result = await requestJson<T>(method, path, body);
  if (!result.ok && result.kind === 'http' && result.status === 401) {
    announceAuthChanged({ status: 'signed-out' });
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

/** How a call to /api ended, in the terms the screens need to pick a message. */
export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; kind: 'http'; status: number; error: string | undefined }
  | { ok: false; kind: 'network' };

async function readError(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string') {
      return body.error;
    }
  } catch {
    // A body that is not JSON carries no message for a person.
  }
  return undefined;
}

export async function requestJson<T>(
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers:
        body === undefined
          ? { accept: 'application/json' }
          : { 'content-type': 'application/json', accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return { ok: false, kind: 'network' };
  }
  if (!response.ok)
    return { ok: false, kind: 'http', status: response.status, error: await readError(response) };
  if (response.status === 204) return { ok: true, status: 204, data: undefined as T };
  try {
    return { ok: true, status: response.status, data: (await response.json()) as T };
  } catch {
    return { ok: false, kind: 'http', status: response.status, error: undefined };
  }
}

export const postJson = <T>(path: string, body: unknown) => requestJson<T>('POST', path, body);

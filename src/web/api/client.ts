/** How a call to /api ended, in the terms the screens need to pick a message. */
export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  /** `body`: the parsed JSON of the answer, for callers that need more than the message. */
  | { ok: false; kind: 'http'; status: number; error: string | undefined; body?: unknown }
  | { ok: false; kind: 'network' };

async function readFailure(
  response: Response,
): Promise<{ error: string | undefined; body?: unknown }> {
  try {
    const body: unknown = await response.json();
    const error =
      body && typeof body === 'object' && 'error' in body && typeof body.error === 'string'
        ? body.error
        : undefined;
    return { error, body };
  } catch {
    // A body that is not JSON carries no message for a person.
    return { error: undefined };
  }
}

function bodyOf(body: unknown): { headers: Record<string, string>; body?: BodyInit } {
  if (body === undefined) return { headers: { accept: 'application/json' } };
  // The browser writes the multipart boundary into content-type itself.
  if (body instanceof FormData) return { headers: { accept: 'application/json' }, body };
  return {
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  };
}

export async function requestJson<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<ApiResult<T>> {
  const request = bodyOf(body);
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      body: request.body,
      headers: { ...request.headers, ...extraHeaders },
    });
  } catch {
    return { ok: false, kind: 'network' };
  }
  if (!response.ok)
    return { ok: false, kind: 'http', status: response.status, ...(await readFailure(response)) };
  if (response.status === 204) return { ok: true, status: 204, data: undefined as T };
  try {
    return { ok: true, status: response.status, data: (await response.json()) as T };
  } catch {
    return { ok: false, kind: 'http', status: response.status, error: undefined };
  }
}

/** POSTs JSON, or multipart when given FormData. */
export const postJson = <T>(path: string, body: unknown) => requestJson<T>('POST', path, body);

/** The person-readable reason of a failed call, or `fallback` when the server gave none. */
export function failureMessage(
  result: Extract<ApiResult<unknown>, { ok: false }>,
  fallback: string,
  network = 'Network error. Please try again.',
): string {
  return result.kind === 'network' ? network : (result.error ?? fallback);
}

/** The request's field a refusal names (`{ error, field }`): a form marks it on that input. */
export function refusedField(
  result: Extract<ApiResult<unknown>, { ok: false }>,
): string | undefined {
  if (result.kind !== 'http') return undefined;
  const { body } = result;
  return body && typeof body === 'object' && 'field' in body && typeof body.field === 'string'
    ? body.field
    : undefined;
}

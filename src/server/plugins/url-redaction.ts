/**
 * Links mailed to people carry secrets in their address (an invitation token, an undo token, a
 * code): whoever reads the request log must not be able to use them. Their values are replaced
 * before a URL is logged; the rest of the URL stays, for debugging.
 */
const SECRET_PARAM = /token|code|secret|key/i;

/**
 * Paths whose last segment is itself a secret: GET /api/staff-invitations/:token/, a learner's
 * private calendar feed, /api/calendar/:token.ics, and a seat's link, /seats/:token and
 * GET /api/seats/:token/.
 */
const SECRET_PATH =
  /^(\/api\/(?:staff-invitations|calendar|seats)\/|\/seats\/)(?!(?:accept|claim)\/?$)[^/?#]+/;

export const REDACTED = '[redacted]';

/** The URL as the log may show it. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = (queryAt === -1 ? url : url.slice(0, queryAt)).replace(SECRET_PATH, `$1${REDACTED}`);
  if (queryAt === -1) return path;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq === -1) return pair;
      const name = safeDecode(pair.slice(0, eq));
      return SECRET_PARAM.test(name) ? `${pair.slice(0, eq)}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value.replaceAll('+', ' '));
  } catch {
    return value;
  }
}

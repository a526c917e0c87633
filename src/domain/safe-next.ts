/**
 * Where to send a person after they sign in: a path of this site from a `next` parameter, or
 * `fallback`. Anything that could leave the site ('//evil.example', 'https://…', '/\evil') or
 * is not a path is ignored.
 */
export function safeNextPath(next: string | null | undefined, fallback: string): string {
  if (!next || next.length > 500) return fallback;
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  // Control characters and backslashes are read by some browsers as other URLs.
  if (next.includes('\\') || [...next].some((ch) => ch.charCodeAt(0) < 0x20)) return fallback;
  return next;
}

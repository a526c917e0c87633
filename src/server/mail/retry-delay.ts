/** Capped exponential backoff with a little jitter so retries from many rows spread out. */
export function retryDelayMs(
  attempts: number,
  baseMs: number,
  maxMs: number,
  random = Math.random,
) {
  const exponential = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(exponential * (0.8 + 0.4 * random()));
}

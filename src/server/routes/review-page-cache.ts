import crypto from 'node:crypto';

interface Entry {
  /** What was stored, and the same as sent. */
  value: unknown;
  body: string;
  etag: string;
  expires: number;
}

/** Long enough to absorb a burst of readers, short enough that other instances' writes show. */
const TTL_MS = 1_000;
const MAX_ENTRIES = 2_000;

/**
 * Pages of reviews as sent, kept for a second: reads outnumber writes by far. This instance's
 * own writes clear it at once; another instance's show within the second, or at once to a
 * reader that asks for a fresh list (the writer's own reload does).
 */
export class ReviewPageCache {
  #entries = new Map<string, Entry>();
  /** Bumped by every clear, so that a read begun before a write cannot store what it read. */
  #generation = 0;

  get generation(): number {
    return this.#generation;
  }

  get(key: string, now = Date.now()): Entry | undefined {
    const entry = this.#entries.get(key);
    if (entry && entry.expires > now) return entry;
    if (entry) this.#entries.delete(key);
    return undefined;
  }

  /** The entry for `value`, kept only if nothing was written since `generation` was read. */
  set(key: string, value: unknown, generation: number, now = Date.now()): Entry {
    const body = JSON.stringify(value);
    const etag = `"${crypto.createHash('sha1').update(body).digest('base64url')}"`;
    const entry = { value, body, etag, expires: now + TTL_MS };
    if (generation === this.#generation) {
      if (this.#entries.size >= MAX_ENTRIES) this.#entries.clear();
      this.#entries.set(key, entry);
    }
    return entry;
  }

  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
  }
}

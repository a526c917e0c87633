import crypto from 'node:crypto';

interface Entry {
  body: string;
  etag: string;
  expires: number;
}

/** Long enough to absorb a burst of readers, short enough that other instances' writes show. */
const TTL_MS = 1_000;
const MAX_ENTRIES = 2_000;

/**
 * Pages of reviews as sent, kept for a second: reads outnumber writes by far. This instance's
 * own writes clear it at once; another instance's show within the second.
 */
export class ReviewPageCache {
  #entries = new Map<string, Entry>();

  get(key: string, now = Date.now()): Entry | undefined {
    const entry = this.#entries.get(key);
    if (entry && entry.expires > now) return entry;
    if (entry) this.#entries.delete(key);
    return undefined;
  }

  set(key: string, value: unknown, now = Date.now()): Entry {
    if (this.#entries.size >= MAX_ENTRIES) this.#entries.clear();
    const body = JSON.stringify(value);
    const etag = `"${crypto.createHash('sha1').update(body).digest('base64url')}"`;
    const entry = { body, etag, expires: now + TTL_MS };
    this.#entries.set(key, entry);
    return entry;
  }

  clear(): void {
    this.#entries.clear();
  }
}

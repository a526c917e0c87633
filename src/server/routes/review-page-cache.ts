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
  /** Reads under way, shared by the requests that miss the same entry at the same time. */
  #loading = new Map<string, Promise<Entry>>();
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

  /**
   * The entry for `key`, read by `load` when it is missing: requests that miss together (each
   * second, when a busy entry expires) wait for one read instead of each making its own.
   */
  getOrLoad(key: string, load: () => Promise<unknown>): Entry | Promise<Entry> {
    const cached = this.get(key);
    if (cached) return cached;
    let loading = this.#loading.get(key);
    if (!loading) {
      const generation = this.#generation;
      loading = load()
        .then((value) => this.set(key, value, generation))
        .finally(() => this.#loading.delete(key));
      this.#loading.set(key, loading);
    }
    return loading;
  }

  clear(): void {
    this.#loading.clear();
    this.#generation += 1;
    this.#entries.clear();
  }
}

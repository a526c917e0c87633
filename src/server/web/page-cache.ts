/** A page as rendered, with what it was rendered from. */
export interface CachedPage<P> {
  page: P;
  /** The facts the render read ('cohorts:python'): the page holds while they do. */
  facts: readonly string[];
  /** What those facts were when it was rendered. */
  stamp: string;
}

/**
 * The rendered pages, by the address that asked for them. The least recently asked are let go
 * beyond `limit`, so that addresses made up by crawlers cannot fill the memory.
 */
export class PageCache<P> {
  #entries = new Map<string, CachedPage<P>>();

  constructor(private readonly limit = 500) {}

  get(key: string): CachedPage<P> | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    // Map keeps insertion order: moving the entry to the end makes the first the least used.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry;
  }

  set(key: string, entry: CachedPage<P>): void {
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    while (this.#entries.size > this.limit) {
      this.#entries.delete(this.#entries.keys().next().value!);
    }
  }

  get size(): number {
    return this.#entries.size;
  }
}

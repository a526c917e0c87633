import type { FastifyInstance } from 'fastify';
import type { Program } from '../../domain/catalogue/programs.ts';
import { upcomingCohorts, type CohortListing } from '../repositories/upcoming-cohorts.ts';

/**
 * As long as the ratings are kept: a busy program page reads its cohorts once a second at most,
 * and what changes them (a cohort made, an order placed, lapsed or paid, on any instance)
 * shows within the second. The page itself is remade only when the list changes.
 */
const TTL_MS = 1_000;

interface Entry {
  listings: CohortListing[];
  /** Tells one list from another: the page is made again only when it changes. */
  key: string;
  expires: number;
}

class CohortListingCache {
  #entries = new Map<string, Entry>();
  #loading = new Map<string, Promise<Entry>>();
  /** Bumped by every invalidation, so that a read begun before a change cannot store it. */
  #generation = 0;

  get(program: Program, load: () => Promise<CohortListing[]>, now = Date.now()) {
    const cached = this.#entries.get(program.slug);
    if (cached && cached.expires > now) return cached;
    let loading = this.#loading.get(program.slug);
    if (!loading) {
      const generation = this.#generation;
      loading = load()
        .then((listings) => {
          const entry = { listings, key: JSON.stringify(listings), expires: Date.now() + TTL_MS };
          if (generation === this.#generation) this.#entries.set(program.slug, entry);
          return entry;
        })
        .finally(() => this.#loading.delete(program.slug));
      this.#loading.set(program.slug, loading);
    }
    return loading;
  }

  clear(): void {
    this.#generation += 1;
    this.#loading.clear();
    this.#entries.clear();
  }
}

// One cache per database, which every plugin of an app shares (the app itself differs by plugin).
const caches = new WeakMap<object, CohortListingCache>();
const cacheOf = (app: FastifyInstance) => {
  let cache = caches.get(app.database);
  if (!cache) caches.set(app.database, (cache = new CohortListingCache()));
  return cache;
};

/** The program's upcoming cohorts as its served page shows them, kept for a second. */
export async function cachedCohortListings(app: FastifyInstance, program: Program) {
  return cacheOf(app).get(program, () => upcomingCohorts(app.database.db, program));
}

/**
 * Call after a change to cohorts, their sessions or who holds their seats: this instance's
 * program pages show it at once (other instances within the second).
 */
export function invalidateCohortPages(app: FastifyInstance): void {
  cacheOf(app).clear();
}

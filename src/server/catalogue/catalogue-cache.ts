import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Catalogue } from '../../domain/catalogue/live-catalogue.ts';
import type { Db } from '../db/database.ts';
import { readCatalogueVersion } from './catalogue-version.ts';
import { loadCatalogue } from './load-catalogue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The published catalogue as this instance last read it: catalogue-cache.ts. */
    catalogue: CatalogueCache;
  }
}

/** How often the version is read: another instance's publish shows here within this. */
export const CATALOGUE_CHECK_MS = 1_000;

export type CatalogueListener = (catalogue: Catalogue) => void;

/**
 * The published catalogue, kept in memory. The database's one-row version is read at most once
 * a second (and at once after this instance publishes); the documents are read again only when
 * it moved. So several instances agree within about a second through the database alone, with
 * nothing else shared.
 */
export class CatalogueCache {
  #catalogue: Catalogue | undefined;
  #checkedAt = 0;
  /** Raised by `changed()`: a check begun before it may have read the old version. */
  #generation = 0;
  #checkedGeneration = -1;
  #checking: { generation: number; done: Promise<Catalogue> } | undefined;
  #listeners = new Set<CatalogueListener>();
  #timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly checkEveryMs = CATALOGUE_CHECK_MS,
  ) {}

  /** The catalogue as published, read again when its version may have moved. */
  current(): Promise<Catalogue> {
    const fresh =
      this.#catalogue !== undefined &&
      this.#checkedGeneration === this.#generation &&
      Date.now() - this.#checkedAt < this.checkEveryMs;
    return fresh ? Promise.resolve(this.#catalogue!) : this.#check();
  }

  /** After this instance changed the catalogue: the next read goes to the database. */
  changed(): void {
    this.#generation++;
    if (this.#listeners.size > 0) this.#checkQuietly();
  }

  /**
   * Calls `listener` with the new catalogue each time the version seen changes (not for the
   * first read); the returned function unsubscribes. While anyone listens, the version is read
   * every second even when no request asks for the catalogue.
   */
  onChange(listener: CatalogueListener): () => void {
    this.#listeners.add(listener);
    if (!this.#timer) {
      this.#timer = setInterval(() => this.#checkQuietly(), this.checkEveryMs);
      this.#timer.unref();
    }
    return () => {
      this.#listeners.delete(listener);
      if (this.#listeners.size === 0) this.#stopTimer();
    };
  }

  async stop(): Promise<void> {
    this.#listeners.clear();
    this.#stopTimer();
    await this.#checking?.done.catch(() => undefined);
  }

  #stopTimer(): void {
    clearInterval(this.#timer);
    this.#timer = undefined;
  }

  #checkQuietly(): void {
    this.current().catch((err: unknown) => this.log.warn({ err }, 'catalogue check failed'));
  }

  /** One read at a time for the same generation; a `changed()` starts another. */
  #check(): Promise<Catalogue> {
    const generation = this.#generation;
    if (this.#checking?.generation === generation) return this.#checking.done;
    const done = this.#read(generation);
    const checking = { generation, done };
    this.#checking = checking;
    const clear = () => {
      if (this.#checking === checking) this.#checking = undefined;
    };
    done.then(clear, clear);
    return done;
  }

  async #read(generation: number): Promise<Catalogue> {
    const startedAt = Date.now();
    const version = await readCatalogueVersion(this.db);
    const held = this.#catalogue;
    const read = held?.version === version ? held : await loadCatalogue(this.db);
    // A slower read begun earlier never replaces what a later one found.
    const previous = this.#catalogue;
    const kept = previous && previous.version > read.version ? previous : read;
    this.#catalogue = kept;
    if (generation >= this.#checkedGeneration) {
      this.#checkedGeneration = generation;
      this.#checkedAt = startedAt;
    }
    if (previous && kept.version !== previous.version) this.#notify(kept);
    return kept;
  }

  #notify(catalogue: Catalogue): void {
    for (const listener of this.#listeners) {
      try {
        listener(catalogue);
      } catch (err) {
        this.log.error({ err }, 'a catalogue listener failed');
      }
    }
  }
}

/** Gives the app its catalogue cache, stopped when the app closes. */
export const catalogueCache = fp(
  async (app: FastifyInstance) => {
    const cache = new CatalogueCache(app.database.db, app.log);
    app.decorate('catalogue', cache);
    app.addHook('onClose', () => cache.stop());
  },
  { name: 'catalogue-cache' },
);

/** The published catalogue, at most about a second old (at once after this instance's publish). */
export const currentCatalogue = (app: FastifyInstance): Promise<Catalogue> =>
  app.catalogue.current();

/** For the page cache: `listener` hears of every new version this instance sees. */
export const onCatalogueChange = (
  app: FastifyInstance,
  listener: CatalogueListener,
): (() => void) => app.catalogue.onChange(listener);

/** Called after this instance's own change commits, so that its next read sees it at once. */
export const catalogueChanged = (app: FastifyInstance): void => app.catalogue.changed();

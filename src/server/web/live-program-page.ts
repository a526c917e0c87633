import type { Program } from '../../domain/catalogue/programs.ts';
import type { ProgramRating } from '../../domain/ratings.ts';
import { pageOf, type Page } from './built-files.ts';
import { withUpcomingCohorts } from './course-cohorts.ts';
import { withCourseRating } from './course-rating.ts';
import { encodeNow } from './encoded.ts';
import type { CohortListing } from '../repositories/upcoming-cohorts.ts';

/** What changes on a program page after its build: its rating and its upcoming cohorts. */
export interface LiveFacts {
  rating: ProgramRating | undefined;
  /** The upcoming cohorts and the key that tells this list from another. */
  cohorts: { listings: CohortListing[]; key: string } | undefined;
}

/**
 * A program's prerendered page as served: the built one while the program has no reviews and no
 * upcoming cohort, else a copy carrying them in its HTML and JSON-LD, made again only when they
 * change.
 */
export class LiveProgramPage<P extends Page> {
  #latest: { key: string; page: P } | undefined;

  constructor(
    private readonly program: Program,
    private readonly built: P,
    /** Adds what the server sends with the page (its CSP) to a page made here. */
    private readonly finish: (page: Page) => P,
  ) {}

  for({ rating, cohorts }: LiveFacts): P {
    const listings = cohorts?.listings ?? [];
    if (!rating && listings.length === 0) return this.built;
    const key = `${rating ? `${rating.average}/${rating.count}` : ''}|${cohorts?.key ?? ''}`;
    if (this.#latest?.key !== key) {
      const built = this.built.raw.toString('utf8');
      const html = withUpcomingCohorts(withCourseRating(built, rating), listings, this.program);
      this.#latest = { key, page: this.finish(pageOf(encodeNow(Buffer.from(html)))) };
    }
    return this.#latest.page;
  }
}

import type { ProgramRating } from '../../domain/ratings.ts';
import { withCourseRating } from './course-rating.ts';
import { pageOf, type Page } from './built-files.ts';
import { encodeNow } from './encoded.ts';

/**
 * A program's prerendered page as served: the built one while the program has no reviews, else
 * a copy whose JSON-LD carries the current rating, made again only when the figure changes.
 */
export class RatedPage<P extends Page> {
  #latest: { key: string; page: P } | undefined;

  constructor(
    private readonly built: P,
    /** Adds what the server sends with the page (its CSP) to a page made here. */
    private readonly finish: (page: Page) => P,
  ) {}

  for(rating: ProgramRating | undefined): P {
    if (!rating) return this.built;
    const key = `${rating.average}/${rating.count}`;
    if (this.#latest?.key !== key) {
      const html = withCourseRating(this.built.raw.toString('utf8'), rating);
      this.#latest = { key, page: this.finish(pageOf(encodeNow(Buffer.from(html)))) };
    }
    return this.#latest.page;
  }
}

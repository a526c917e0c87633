import { createContext } from 'react-router';
import type { CohortListing } from '../../domain/catalogue/course-instances.ts';
import type { Catalogue } from '../../domain/catalogue/live-catalogue.ts';
import type { ProgramRating, ProgramRatings } from '../../domain/ratings.ts';
import type { ReviewPage } from '../../domain/reviews.ts';
import { devPageFacts } from './dev-page-facts.ts';

/**
 * What a public page shows that is not in the catalogue's code: the data the server reads from
 * the database as it renders the page. The page is rendered once for everyone and kept until one
 * of these changes, so nothing here is about the visitor.
 */
export interface PageFacts {
  /** What is sold, as published in the console: programs with their texts, plans and prices. */
  catalogue(): Promise<Catalogue | undefined>;
  /** A program's cohorts still to start, soonest first. */
  cohorts(slug: string): Promise<readonly CohortListing[]>;
  /** Its published reviews' figure, or undefined without reviews. */
  rating(slug: string): Promise<ProgramRating | undefined>;
  /** Every program's figure, by slug; undefined when it could not be read. */
  ratings(): Promise<ProgramRatings | undefined>;
  /** The plan of the program paid orders chose most, when one leads. */
  mostChosen(slug: string): Promise<string | undefined>;
  /** Its newest published reviews (the first page of its reviews); undefined when unread. */
  reviews(slug: string): Promise<ReviewPage | undefined>;
  /**
   * Whether a certificate of this number was issued (a revoked one too: its page says so);
   * undefined when unread, and the browser then decides.
   */
  certificate(number: string): Promise<boolean | undefined>;
}

const NO_FACTS: PageFacts = {
  catalogue: () => Promise.resolve(undefined),
  cohorts: () => Promise.resolve([]),
  rating: () => Promise.resolve(undefined),
  ratings: () => Promise.resolve(undefined),
  mostChosen: () => Promise.resolve(undefined),
  reviews: () => Promise.resolve(undefined),
  certificate: () => Promise.resolve(undefined),
};

/**
 * Given to the loaders by the server that renders the pages (src/server/web/page-renderer.ts),
 * through React Router's load context. `react-router dev` renders without one: its loaders ask
 * the API server for the same facts (`npm run dev` runs both). Anywhere else without one (a
 * component test) a page has only what content/ holds: no cohorts, ratings or reviews.
 */
export const pageFactsContext = createContext<PageFacts>(
  import.meta.env.MODE === 'development' && import.meta.env.SSR
    ? devPageFacts(`http://127.0.0.1:${process.env.PORT ?? '3000'}`)
    : NO_FACTS,
);

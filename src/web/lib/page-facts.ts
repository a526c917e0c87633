import { createContext } from 'react-router';
import type { CohortListing } from '../../domain/catalogue/course-instances.ts';
import type { Catalogue } from '../../domain/catalogue/live-catalogue.ts';
import type { ProgramRating, ProgramRatings } from '../../domain/ratings.ts';

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
}

const NO_FACTS: PageFacts = {
  catalogue: () => Promise.resolve(undefined),
  cohorts: () => Promise.resolve([]),
  rating: () => Promise.resolve(undefined),
  ratings: () => Promise.resolve(undefined),
  mostChosen: () => Promise.resolve(undefined),
};

/**
 * Given to the loaders by the server that renders the pages (src/server/web/page-renderer.ts),
 * through React Router's load context. `react-router dev` renders without it: the catalogue as
 * content/ holds it, no cohorts, no ratings, no most chosen plan.
 */
export const pageFactsContext = createContext<PageFacts>(NO_FACTS);

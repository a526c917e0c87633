import type { FastifyInstance } from 'fastify';
import { findProgram } from '../../domain/catalogue/programs.ts';
import type { CohortListing } from '../../domain/catalogue/course-instances.ts';
import type { Catalogue } from '../../domain/catalogue/live-catalogue.ts';
import { normaliseCertificateNumber } from '../../domain/certificates/certificate-number.ts';
import { currentCatalogue } from '../catalogue/catalogue-cache.ts';
import { certificateByNumber } from '../certificates/certificate-records.ts';
import type { ProgramRating, ProgramRatings } from '../../domain/ratings.ts';
import { FIRST_REVIEWS, type ReviewPage } from '../../domain/reviews.ts';
import { cachedMostChosenPlans } from '../catalogue/most-chosen.ts';
import { cachedProgramRatings } from '../routes/program-ratings.ts';
import { reviewPageEntry } from '../routes/reviews.ts';
import { cachedCohortListings } from './cohort-listings.ts';

/** A fact as a page reads it, and a key that tells its value from another. */
interface Fact<T> {
  value: T;
  key: string;
}

// Read when the database cannot answer: the page renders without the fact, and is rendered again
// (its stamp differs) once the database answers.
const UNAVAILABLE = '?';

export async function programCohorts(
  app: FastifyInstance,
  slug: string,
): Promise<Fact<CohortListing[]>> {
  const program = findProgram(slug);
  if (!program) return { value: [], key: '' };
  const entry = await cachedCohortListings(app, program).catch(() => undefined);
  return entry ? { value: entry.listings, key: entry.key } : { value: [], key: UNAVAILABLE };
}

export async function programRating(
  app: FastifyInstance,
  slug: string,
): Promise<Fact<ProgramRating | undefined>> {
  const ratings = await cachedProgramRatings(app).then(
    (entry) => entry.ratings,
    () => undefined,
  );
  if (!ratings) return { value: undefined, key: UNAVAILABLE };
  const rating = ratings[slug];
  return { value: rating, key: rating ? `${rating.average}/${rating.count}` : '' };
}

/** Every program's rating: the cards of every list show theirs. */
export async function allRatings(app: FastifyInstance): Promise<Fact<ProgramRatings | undefined>> {
  const entry = await cachedProgramRatings(app).catch(() => undefined);
  return entry ? { value: entry.ratings, key: entry.etag } : { value: undefined, key: UNAVAILABLE };
}

/** A program's newest reviews, as the first page of its reviews shows them. */
export async function programReviews(
  app: FastifyInstance,
  slug: string,
): Promise<Fact<ReviewPage | undefined>> {
  const query = { program: slug, page: 1, page_size: FIRST_REVIEWS, verified: false };
  const entry = await reviewPageEntry(app, query).catch(() => undefined);
  return entry
    ? { value: entry.value as ReviewPage, key: entry.etag }
    : { value: undefined, key: UNAVAILABLE };
}

/** The plan paid orders chose most of a program, when one leads. */
export async function programMostChosen(
  app: FastifyInstance,
  slug: string,
): Promise<Fact<string | undefined>> {
  const program = findProgram(slug);
  if (!program) return { value: undefined, key: '' };
  const chosen = await cachedMostChosenPlans(app).catch(() => undefined);
  if (!chosen) return { value: undefined, key: UNAVAILABLE };
  const plan = chosen[program.name];
  return { value: plan, key: plan ?? '' };
}

/** Whether a certificate of this number (as typed: any case, dashes or not) was issued. */
export async function certificateIssued(
  app: FastifyInstance,
  typed: string,
): Promise<Fact<boolean | undefined>> {
  const number = normaliseCertificateNumber(typed);
  if (!number) return { value: false, key: '0' };
  const row = await certificateByNumber(app.database.db, number).then(
    (found) => ({ found }),
    () => undefined,
  );
  if (!row) return { value: undefined, key: UNAVAILABLE };
  return row.found ? { value: true, key: '1' } : { value: false, key: '0' };
}

/** The published catalogue: every page's menus name its programs. */
export async function publishedCatalogue(
  app: FastifyInstance,
): Promise<Fact<Catalogue | undefined>> {
  const catalogue = await currentCatalogue(app).catch(() => undefined);
  return catalogue
    ? { value: catalogue, key: String(catalogue.version) }
    : { value: undefined, key: UNAVAILABLE };
}

/**
 * The facts a page may read, by name: 'catalogue', 'ratings', 'cohorts:python',
 * 'rating:python', 'chosen:python', 'reviews:python', 'certificate:<number>'.
 */
export function readFact(app: FastifyInstance, name: string): Promise<Fact<unknown>> {
  const [kind, slug = ''] = name.split(':', 2);
  if (kind === 'catalogue') return publishedCatalogue(app);
  if (kind === 'ratings') return allRatings(app);
  if (kind === 'cohorts') return programCohorts(app, slug);
  if (kind === 'rating') return programRating(app, slug);
  if (kind === 'chosen') return programMostChosen(app, slug);
  if (kind === 'reviews') return programReviews(app, slug);
  if (kind === 'certificate') return certificateIssued(app, slug);
  return Promise.resolve({ value: undefined, key: '' });
}

/** What the facts a page was rendered from are now: equal to its stamp while the page holds. */
export async function stampOf(app: FastifyInstance, facts: readonly string[]): Promise<string> {
  const read = await Promise.all(facts.map((name) => readFact(app, name)));
  return read.map((fact, i) => `${facts[i]}=${fact.key}`).join('|');
}

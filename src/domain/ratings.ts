/**
 * A program's figure from its published reviews: the average to one decimal, and how many.
 * No validation code here, so that the pages that show a rating can use it for nothing.
 */
export interface ProgramRating {
  average: number;
  count: number;
}

/** By program slug; a program without published reviews is absent. */
export type ProgramRatings = Record<string, ProgramRating>;

/** The average of `count` ratings adding up to `sum`, to one decimal (4.25 is 4.3). */
export function averageRating(sum: number, count: number): number {
  return Math.round((sum * 10) / count) / 10;
}

/** '27 reviews', '1 review'. */
export const reviewCountLabel = (count: number) => `${count} ${count === 1 ? 'review' : 'reviews'}`;

/** '4.3 (27 reviews)', '5.0 (1 review)'. */
export function ratingSummary({ average, count }: ProgramRating): string {
  return `${average.toFixed(1)} (${reviewCountLabel(count)})`;
}

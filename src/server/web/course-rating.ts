import type { ProgramRating } from '../../domain/ratings.ts';
import { editCourseJsonLd } from './course-json-ld.ts';

/**
 * A program page's HTML with its Course JSON-LD carrying the rating its published reviews give
 * it now, or none at all without reviews: search engines must not read a figure the page was
 * built with. The HTML is otherwise untouched.
 */
export function withCourseRating(html: string, rating: ProgramRating | undefined): string {
  return editCourseJsonLd(html, (course) => {
    delete course.aggregateRating;
    if (rating) {
      course.aggregateRating = {
        '@type': 'AggregateRating',
        ratingValue: rating.average.toFixed(1),
        reviewCount: rating.count,
        bestRating: '5',
        worstRating: '1',
      };
    }
  });
}

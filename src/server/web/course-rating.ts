import type { ProgramRating } from '../../domain/ratings.ts';

const COURSE_JSON_LD =
  /<script type="application\/ld\+json">(\{"@context":"https:\/\/schema\.org","@type":"Course".*?)<\/script>/s;

/**
 * A program page's HTML with its Course JSON-LD carrying the rating its published reviews give
 * it now, or none at all without reviews: search engines must not read a figure the page was
 * built with. The HTML is otherwise untouched.
 */
export function withCourseRating(html: string, rating: ProgramRating | undefined): string {
  return html.replace(COURSE_JSON_LD, (_, json: string) => {
    const course = JSON.parse(json) as Record<string, unknown>;
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
    // '<' as \u003c: no text in the data can close the script element early.
    const data = JSON.stringify(course).replace(/</g, '\\u003c');
    return `<script type="application/ld+json">${data}</script>`;
  });
}

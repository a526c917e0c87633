import { cohortInstance, type CoursePace } from '../../domain/catalogue/course-instances.ts';
import { cohortListHtml } from '../../domain/catalogue/upcoming-cohorts.ts';
import type { CohortListing } from '../repositories/upcoming-cohorts.ts';
import { editCourseJsonLd } from './course-json-ld.ts';

/** The page's marked place for the cohorts: the list the build wrote there is replaced. */
const COHORTS_SLOT = /(<div[^>]*\bdata-cohorts-slot\b[^>]*>)<ul[\s\S]*?<\/ul>(<\/div>)/;

/** The people the built page names as the program's instructors: each cohort's too. */
function instructorsOf(instances: readonly unknown[]): string[] {
  const names = new Set<string>();
  for (const instance of instances) {
    const people = (instance as { instructor?: unknown } | null)?.instructor;
    if (!Array.isArray(people)) continue;
    for (const person of people as { name?: unknown }[]) {
      if (typeof person?.name === 'string') names.add(person.name);
    }
  }
  return [...names];
}

/**
 * A program page's HTML with its upcoming cohorts: listed in the page's cohort slot, and each a
 * CourseInstance of its JSON-LD before the self-paced one the build wrote. Without cohorts the
 * page is as built.
 */
export function withUpcomingCohorts(
  html: string,
  listings: readonly CohortListing[],
  pace: CoursePace,
): string {
  if (listings.length === 0) return html;
  const listed = html.replace(
    COHORTS_SLOT,
    (_, open: string, close: string) =>
      `${open}${cohortListHtml(listings.map((l) => l.cohort))}${close}`,
  );
  return editCourseJsonLd(listed, (course) => {
    const built: unknown[] = [course.hasCourseInstance ?? []].flat();
    const instructors = instructorsOf(built);
    course.hasCourseInstance = [
      ...listings.map((l) => cohortInstance(l.cohort, l.timetable, pace, instructors)),
      ...built,
    ];
  });
}

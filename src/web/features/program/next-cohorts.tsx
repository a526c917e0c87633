import { cohortListHtml, type UpcomingCohort } from '../../../domain/catalogue/upcoming-cohorts.ts';

const SELF_PACED_ONLY = cohortListHtml([]);

/**
 * The program's upcoming cohorts. The page is built once, but cohorts are data: the server
 * writes them into this slot as it serves the page (`data-cohorts-slot`), and hydration keeps
 * what it wrote (React does not rewrite inner HTML it is given). After an in-app navigation
 * there was no server in the way, so the route's clientLoader read them and they are written
 * here from the same markup.
 */
export function NextCohorts({ cohorts }: { cohorts: readonly UpcomingCohort[] | null }) {
  return (
    <div
      data-cohorts-slot=""
      className="mt-8"
      dangerouslySetInnerHTML={{ __html: cohorts ? cohortListHtml(cohorts) : SELF_PACED_ONLY }}
    />
  );
}

import { Link } from 'react-router';
import { buttonClass } from '../../../components/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { COHORTS_PATH } from '../cohorts/cohort-paths.ts';

/** A console page a mentor opened (a link, a bookmark): the cohorts are where they work. */
export function NotForRole() {
  return (
    <section className="mx-auto max-w-xl py-12 text-center">
      <h1 className="text-2xl font-extrabold tracking-tight text-brand-950">
        This page is not for your role
      </h1>
      <p className="mt-3 text-muted">
        As a mentor, you see the cohorts you teach: their sessions, learners and attendance.
      </p>
      <Link to={COHORTS_PATH} className={cn(buttonClass.primary, 'mt-6')}>
        Go to your cohorts
      </Link>
    </section>
  );
}

/** Whether a console address belongs to the cohorts, the part of the console mentors use. */
export const isCohortPath = (pathname: string) =>
  pathname === COHORTS_PATH || pathname.startsWith(`${COHORTS_PATH}/`);

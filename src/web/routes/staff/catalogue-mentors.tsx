import { fetchMentors, fetchPrograms } from '../../features/staff/catalogue/catalogue-api.ts';
import { changeMentors } from '../../features/staff/catalogue/mentor-changes.ts';
import {
  MentorListScreen,
  MentorTable,
} from '../../features/staff/catalogue/mentor-list-screen.tsx';
import { StaffLoadError } from '../../features/staff/data/staff-load-error.tsx';
import { staffMeta } from '../../features/staff/staff-meta.ts';
import { loadedOrThrow } from '../../lib/route-data.ts';
import type { Route } from './+types/catalogue-mentors.ts';

export const meta: Route.MetaFunction = () => staffMeta('Mentors');

/** Every mentor's profile, and the programs, to name those they teach. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const [mentors, programs] = await Promise.all([fetchMentors(), fetchPrograms()]);
  return {
    mentors: loadedOrThrow(mentors, request).results,
    programs: loadedOrThrow(programs, request).results,
  };
}

/** 'Save as draft' of a new profile: its page opens. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return changeMentors(request);
}

export function ErrorBoundary() {
  return (
    <MentorListScreen>
      <StaffLoadError />
    </MentorListScreen>
  );
}

export default function StaffCatalogueMentors({ loaderData }: Route.ComponentProps) {
  return (
    <MentorListScreen>
      <MentorTable mentors={loaderData.mentors} programs={loaderData.programs} />
    </MentorListScreen>
  );
}

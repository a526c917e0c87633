import { AvailabilityPanel } from '../../features/mentoring/availability-panel.tsx';
import { MentorAgenda } from '../../features/mentoring/mentor-agenda.tsx';
import { fetchAvailability, fetchMyDay } from '../../features/mentoring/mentor-api.ts';
import { changeMentorDay } from '../../features/mentoring/mentor-changes.ts';
import { StaffLoadError } from '../../features/staff/data/staff-load-error.tsx';
import { StaffPage } from '../../features/staff/layout/staff-page.tsx';
import { WaitingQuestions } from '../../features/staff/questions/waiting-questions.tsx';
import { staffMeta } from '../../features/staff/staff-meta.ts';
import { loadedOrThrow } from '../../lib/route-data.ts';
import type { Route } from './+types/cohorts-my-day.ts';

export const meta: Route.MetaFunction = () => staffMeta('My day and hours');

/**
 * The signed-in mentor's next eight days, the learners' questions waiting for an answer, and
 * the hours and leave learners book around.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const [day, availability] = await Promise.all([fetchMyDay(), fetchAvailability()]);
  return { day: loadedOrThrow(day, request), availability: loadedOrThrow(availability, request) };
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  return changeMentorDay(request);
}

function MyDayPage({ children }: { children: React.ReactNode }) {
  return (
    <StaffPage
      title="My day and hours"
      back={{ to: '/staff/cohorts', label: 'Cohorts' }}
      intro="Your cohort sessions, one-to-one bookings and the questions waiting for you, India time. Learners book one-to-one sessions within your weekly hours."
    >
      {children}
    </StaffPage>
  );
}

export function ErrorBoundary() {
  return (
    <MyDayPage>
      <StaffLoadError />
    </MyDayPage>
  );
}

export default function StaffMyDay({ loaderData }: Route.ComponentProps) {
  return (
    <MyDayPage>
      <MentorAgenda day={loaderData.day} />
      <WaitingQuestions questions={loaderData.day.questions} />
      <AvailabilityPanel availability={loaderData.availability} />
    </MyDayPage>
  );
}

import { catalogueParamsSchema } from '../../../domain/staff/catalogue.ts';
import { fetchTeam } from '../../features/staff/api/team-api.ts';
import { fetchMentor, fetchPrograms } from '../../features/staff/catalogue/catalogue-api.ts';
import { MENTORS_PATH } from '../../features/staff/catalogue/catalogue-paths.ts';
import { changeMentors } from '../../features/staff/catalogue/mentor-changes.ts';
import {
  MentorEditorScreen,
  MentorPlaceholder,
} from '../../features/staff/catalogue/mentor-editor-screen.tsx';
import { StaffLoadError } from '../../features/staff/data/staff-load-error.tsx';
import { staffMeta } from '../../features/staff/staff-meta.ts';
import { StaffNotFound } from '../../features/staff/ui/not-found.tsx';
import { loadedOrThrow } from '../../lib/route-data.ts';
import type { Route } from './+types/catalogue-mentor.ts';

export const meta: Route.MetaFunction = ({ data }) => {
  const document = data && (data.record.draft ?? data.record.published);
  return staffMeta(document ? document.name : 'Mentor');
};

/**
 * The profile, published and drafted, the programs (to name those they teach) and, for the
 * owner, the team (to link an account from; the server refuses it to others, who get null).
 */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const parsed = catalogueParamsSchema.safeParse(params);
  if (!parsed.success) return null;
  const [record, programs, team] = await Promise.all([
    fetchMentor(parsed.data.slug),
    fetchPrograms(),
    fetchTeam(),
  ]);
  return {
    record: loadedOrThrow(record, request),
    programs: loadedOrThrow(programs, request).results,
    team: team.ok ? team.data : null,
  };
}

/** Save, discard or publish the draft, link the account, set the programs; then loaded again. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return changeMentors(request);
}

export function ErrorBoundary() {
  return (
    <MentorPlaceholder>
      <StaffLoadError />
    </MentorPlaceholder>
  );
}

export default function StaffCatalogueMentor({ loaderData }: Route.ComponentProps) {
  if (!loaderData) {
    return (
      <StaffNotFound
        title="Mentor"
        message="There is no such mentor profile."
        back={{ to: MENTORS_PATH, label: 'Mentors' }}
      />
    );
  }
  return (
    <MentorEditorScreen
      key={loaderData.record.slug}
      record={loaderData.record}
      programs={loaderData.programs}
      team={loaderData.team}
    />
  );
}

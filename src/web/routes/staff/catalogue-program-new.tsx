import { fetchMentors } from '../../features/staff/catalogue/catalogue-api.ts';
import { changePrograms } from '../../features/staff/catalogue/program-changes.ts';
import {
  NewProgramScreen,
  ProgramPlaceholder,
} from '../../features/staff/catalogue/program-editor-screen.tsx';
import { StaffLoadError } from '../../features/staff/data/staff-load-error.tsx';
import { staffMeta } from '../../features/staff/staff-meta.ts';
import { loadedOrThrow } from '../../lib/route-data.ts';
import type { Route } from './+types/catalogue-program-new.ts';

export const meta: Route.MetaFunction = () => staffMeta('New program');

/** The mentors' profiles, to choose the new program's mentors from. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadedOrThrow(await fetchMentors(), request).results;
}

/** 'Save as draft': the new program's page opens. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return changePrograms(request);
}

export function ErrorBoundary() {
  return (
    <ProgramPlaceholder>
      <StaffLoadError />
    </ProgramPlaceholder>
  );
}

export default function StaffNewProgram({ loaderData }: Route.ComponentProps) {
  return <NewProgramScreen mentors={loaderData} />;
}

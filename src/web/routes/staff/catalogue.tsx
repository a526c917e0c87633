import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { fetchPrograms } from '../../features/staff/catalogue/catalogue-api.ts';
import { changePrograms } from '../../features/staff/catalogue/program-changes.ts';
import {
  ProgramListScreen,
  ProgramTable,
} from '../../features/staff/catalogue/program-list-screen.tsx';
import { StaffLoadError } from '../../features/staff/data/staff-load-error.tsx';
import { staffMeta } from '../../features/staff/staff-meta.ts';
import { loadedOrThrow } from '../../lib/route-data.ts';
import type { Route } from './+types/catalogue.ts';

export const meta: Route.MetaFunction = () => staffMeta('Catalogue');

/** Every program, published or only drafted, in catalogue order with its prices. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadedOrThrow(await fetchPrograms(), request).results;
}

/** The owner's moves and listings; the list is then loaded again. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return changePrograms(request);
}

/** The filters choose among the rows already here: changing them asks the server nothing. */
export function shouldRevalidate({
  formMethod,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (
    formMethod === undefined &&
    currentUrl.pathname === nextUrl.pathname &&
    currentUrl.search !== nextUrl.search
  ) {
    return false;
  }
  return defaultShouldRevalidate;
}

export function ErrorBoundary() {
  return (
    <ProgramListScreen>
      <StaffLoadError />
    </ProgramListScreen>
  );
}

export default function StaffCatalogue({ loaderData }: Route.ComponentProps) {
  return (
    <ProgramListScreen>
      <ProgramTable programs={loaderData} />
    </ProgramListScreen>
  );
}

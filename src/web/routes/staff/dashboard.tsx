import { fetchDashboard } from '../../features/staff/api/dashboard-api.ts';
import {
  DashboardFigures,
  DashboardPage,
} from '../../features/staff/dashboard/dashboard-screen.tsx';
import { StaffLoadError } from '../../features/staff/data/staff-load-error.tsx';
import { staffMeta } from '../../features/staff/staff-meta.ts';
import { loadedOrThrow } from '../../lib/route-data.ts';
import type { Route } from './+types/dashboard.ts';

export const meta: Route.MetaFunction = () => staffMeta('Dashboard');

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadedOrThrow(await fetchDashboard(), request);
}

export function ErrorBoundary() {
  return (
    <DashboardPage>
      <StaffLoadError />
    </DashboardPage>
  );
}

export default function StaffDashboard({ loaderData }: Route.ComponentProps) {
  return (
    <DashboardPage>
      <DashboardFigures dashboard={loaderData} />
    </DashboardPage>
  );
}

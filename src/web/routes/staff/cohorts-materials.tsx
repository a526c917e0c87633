import { materialProgramParamsSchema } from '../../../domain/delivery/materials.ts';
import { changeChecks, fetchChecks } from '../../features/staff/cohorts/check-changes.ts';
import { changeCohorts } from '../../features/staff/cohorts/cohort-changes.ts';
import { fetchMaterials } from '../../features/staff/cohorts/cohorts-api.ts';
import { MaterialsPage, MaterialsScreen } from '../../features/staff/cohorts/materials-screen.tsx';
import { StaffLoadError } from '../../features/staff/data/staff-load-error.tsx';
import { staffMeta } from '../../features/staff/staff-meta.ts';
import { loadedOrThrow } from '../../lib/route-data.ts';
import type { Route } from './+types/cohorts-materials.ts';

export const meta: Route.MetaFunction = ({ data }) =>
  staffMeta(data ? `${data.program_name} materials` : 'Module materials');

/** The program's modules and materials; none until a program of the catalogue is chosen. */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const program = materialProgramParamsSchema.safeParse(params);
  if (!program.success) return null;
  const [materials, checks] = await Promise.all([
    fetchMaterials(program.data.program),
    fetchChecks(program.data.program),
  ]);
  return {
    ...loadedOrThrow(materials, request),
    checks: loadedOrThrow(checks, request),
  };
}

/**
 * Links added, files uploaded, items removed and checks written or removed; the materials and
 * checks are then loaded again.
 */
export async function clientAction({ request }: Route.ClientActionArgs) {
  return (await changeChecks(request)) ?? changeCohorts(request);
}

export function ErrorBoundary({ params }: Route.ErrorBoundaryProps) {
  return (
    <MaterialsPage program={params.program}>
      <StaffLoadError />
    </MaterialsPage>
  );
}

export default function StaffCohortMaterials({ loaderData }: Route.ComponentProps) {
  return (
    <MaterialsScreen
      key={loaderData?.program ?? ''}
      materials={loaderData}
      checks={loaderData?.checks ?? null}
    />
  );
}

import type { Mentor } from '../../../domain/catalogue/mentor-file.ts';
import { catalogueParamsSchema } from '../../../domain/staff/catalogue.ts';
import {
  fetchMentor,
  fetchProgram,
  fetchProgramPreview,
} from '../../features/staff/catalogue/catalogue-api.ts';
import { CATALOGUE_PATH } from '../../features/staff/catalogue/catalogue-paths.ts';
import {
  PreviewPlaceholder,
  ProgramPreviewScreen,
} from '../../features/staff/catalogue/program-preview-screen.tsx';
import { StaffLoadError } from '../../features/staff/data/staff-load-error.tsx';
import { staffMeta } from '../../features/staff/staff-meta.ts';
import { StaffNotFound } from '../../features/staff/ui/not-found.tsx';
import { loadedOrThrow } from '../../lib/route-data.ts';
import type { Route } from './+types/catalogue-program-preview.ts';

export const meta: Route.MetaFunction = ({ data }) =>
  staffMeta(data ? `Preview of ${data.program.name}` : 'Preview');

/**
 * The program as the site would show it with its draft published, whether there is a draft,
 * and the published profiles of the mentors it names (the page shows no other).
 */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const parsed = catalogueParamsSchema.safeParse(params);
  if (!parsed.success) return null;
  const [preview, record] = await Promise.all([
    fetchProgramPreview(parsed.data.slug),
    fetchProgram(parsed.data.slug),
  ]);
  const program = loadedOrThrow(preview, request);
  const drafted = loadedOrThrow(record, request).draft !== null;
  const records = await Promise.all(program.mentors.map((slug) => fetchMentor(slug)));
  const mentors: Mentor[] = records.flatMap((result) =>
    result.ok && result.data.published
      ? [{ slug: result.data.slug, ...result.data.published }]
      : [],
  );
  return { program, drafted, mentors };
}

export function ErrorBoundary({ params }: Route.ErrorBoundaryProps) {
  return (
    <PreviewPlaceholder slug={params.slug ?? ''}>
      <StaffLoadError />
    </PreviewPlaceholder>
  );
}

export default function StaffCatalogueProgramPreview({ loaderData }: Route.ComponentProps) {
  if (!loaderData) {
    return (
      <StaffNotFound
        title="Preview"
        message="There is no such program in the catalogue."
        back={{ to: CATALOGUE_PATH, label: 'Catalogue' }}
      />
    );
  }
  return (
    <ProgramPreviewScreen
      program={loaderData.program}
      drafted={loaderData.drafted}
      mentors={loaderData.mentors}
    />
  );
}

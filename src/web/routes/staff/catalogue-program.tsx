import { catalogueParamsSchema } from '../../../domain/staff/catalogue.ts';
import { fetchMentors, fetchProgram } from '../../features/staff/catalogue/catalogue-api.ts';
import { CATALOGUE_PATH } from '../../features/staff/catalogue/catalogue-paths.ts';
import { changePrograms } from '../../features/staff/catalogue/program-changes.ts';
import {
  ProgramEditorScreen,
  ProgramPlaceholder,
} from '../../features/staff/catalogue/program-editor-screen.tsx';
import { StaffLoadError } from '../../features/staff/data/staff-load-error.tsx';
import { staffMeta } from '../../features/staff/staff-meta.ts';
import { StaffNotFound } from '../../features/staff/ui/not-found.tsx';
import { loadedOrThrow } from '../../lib/route-data.ts';
import type { Route } from './+types/catalogue-program.ts';

export const meta: Route.MetaFunction = ({ data }) => {
  const document = data && (data.record.draft ?? data.record.published);
  return staffMeta(document ? document.name : 'Program');
};

/**
 * The program, published and drafted, and the mentors' profiles to choose from; null for an
 * address that cannot be a program's, which is not worth a request.
 */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const parsed = catalogueParamsSchema.safeParse(params);
  if (!parsed.success) return null;
  const [record, mentors] = await Promise.all([fetchProgram(parsed.data.slug), fetchMentors()]);
  return {
    record: loadedOrThrow(record, request),
    mentors: loadedOrThrow(mentors, request).results,
  };
}

/** Save, discard or publish the draft; the program is then loaded again. */
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

export default function StaffCatalogueProgram({ loaderData }: Route.ComponentProps) {
  if (!loaderData) {
    return (
      <StaffNotFound
        title="Program"
        message="There is no such program in the catalogue."
        back={{ to: CATALOGUE_PATH, label: 'Catalogue' }}
      />
    );
  }
  // Keyed: another program's page starts afresh, with nothing of the last one's form.
  return (
    <ProgramEditorScreen
      key={loaderData.record.slug}
      record={loaderData.record}
      mentors={loaderData.mentors}
    />
  );
}

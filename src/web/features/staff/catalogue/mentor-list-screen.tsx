import type { ReactNode } from 'react';
import { can } from '../../../../domain/roles.ts';
import type { MentorSummary, ProgramSummary } from '../../../../domain/staff/catalogue.ts';
import { useStaffProfile } from '../access/staff-profile.ts';
import { EmptyState } from '../data/load-states.tsx';
import { Panel, StaffPage } from '../layout/staff-page.tsx';
import { DataTable } from '../list/data-table.tsx';
import { CatalogueTabs } from './catalogue-tabs.tsx';
import { mentorColumns, type MentorRow } from './mentor-columns.tsx';
import { MentorForm } from './mentor-form.tsx';

/** Program names by path, for the lists that name programs by their paths. */
export const programNamer = (programs: readonly Pick<ProgramSummary, 'slug' | 'name'>[]) => {
  const names = new Map(programs.map((p) => [p.slug, p.name]));
  return (slug: string) => names.get(slug) ?? slug;
};

/**
 * The mentors' public profiles above `children` (the table); below it, for those who draft, a
 * new profile's form.
 */
export function MentorListScreen({ children }: { children: ReactNode }) {
  const profile = useStaffProfile();
  return (
    <StaffPage
      title="Mentors"
      intro="The profiles program pages show. Changes are saved as drafts; the site shows them once the owner publishes them."
    >
      <CatalogueTabs />
      {children}
      {can(profile.role, 'edit-catalogue') ? (
        <Panel title="New mentor profile">
          <p className="mb-4 text-sm text-muted">
            Saved as a draft: program pages can show it once the owner publishes it.
          </p>
          <MentorForm />
        </Panel>
      ) : null}
    </StaffPage>
  );
}

/** Every profile, by name, with the programs that show it. */
export function MentorTable({
  mentors,
  programs,
}: {
  mentors: readonly MentorSummary[];
  programs: readonly ProgramSummary[];
}) {
  const nameOf = programNamer(programs);
  const rows: MentorRow[] = [...mentors]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((mentor) => ({ ...mentor, programNames: mentor.programs.map(nameOf) }));
  if (rows.length === 0) return <EmptyState>No mentor profiles yet.</EmptyState>;
  return <DataTable label="Mentors" columns={mentorColumns} data={rows} rowId={(m) => m.slug} />;
}

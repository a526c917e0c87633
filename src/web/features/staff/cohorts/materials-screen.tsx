import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { ProgramMaterials } from '../../../../domain/delivery/materials.ts';
import type { ProgramChecks } from '../../../../domain/delivery/module-checks.ts';
import { can } from '../../../../domain/roles.ts';
import { useStaffProfile } from '../access/staff-profile.ts';
import { EmptyState } from '../data/load-states.tsx';
import { Panel, StaffPage } from '../layout/staff-page.tsx';
import { programSlugChoices } from '../list/program-choices.ts';
import { SelectField } from '../ui/select-field.tsx';
import { CheckSection } from './check-editor.tsx';
import { COHORTS_PATH, materialsPath } from './cohort-paths.ts';
import { AddMaterialForm } from './material-forms.tsx';
import { MaterialList } from './material-list.tsx';

/** The materials page around `children`: the program to show, chosen by the address. */
export function MaterialsPage({
  program,
  children,
}: {
  program: string | undefined;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <StaffPage
      title="Module materials"
      back={{ to: COHORTS_PATH, label: 'All cohorts' }}
      intro="Links, files and a check of understanding for each module of a program. Every learner of the program sees them in their learning space."
    >
      <div className="rounded-card border border-line bg-white p-3 shadow-card sm:p-4">
        <SelectField
          label="Program"
          className="max-w-sm"
          value={program ?? ''}
          choices={[{ value: '', label: 'Choose a program' }, ...programSlugChoices()]}
          onChange={(event) => void navigate(materialsPath(event.target.value || undefined))}
        />
      </div>
      {children}
    </StaffPage>
  );
}

/** One program's modules and materials; staff add and remove them. */
export function MaterialsScreen({
  materials,
  checks,
}: {
  materials: ProgramMaterials | null;
  /** Each module's check of understanding, beside its materials. */
  checks: ProgramChecks | null;
}) {
  const profile = useStaffProfile();
  const manages = can(profile.role, 'manage-cohorts');
  if (!materials) {
    return (
      <MaterialsPage program={undefined}>
        <EmptyState>Choose a program to see its modules.</EmptyState>
      </MaterialsPage>
    );
  }
  return (
    <MaterialsPage program={materials.program}>
      {manages ? (
        <Panel title={`Add to ${materials.program_name}`}>
          <AddMaterialForm
            program={materials.program}
            modules={materials.modules.map((m) => m.title)}
          />
        </Panel>
      ) : null}
      <MaterialList
        materials={materials}
        manages={manages}
        moduleExtra={(index) => (
          <CheckSection
            program={materials.program}
            index={index}
            check={checks?.modules[index]?.check ?? null}
            manages={manages}
          />
        )}
      />
    </MaterialsPage>
  );
}

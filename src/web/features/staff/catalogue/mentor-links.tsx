import { useState } from 'react';
import { ROLE_LABELS } from '../../../../domain/roles.ts';
import type { MentorRecord, ProgramSummary } from '../../../../domain/staff/catalogue.ts';
import type { Team } from '../../../../domain/staff/team.ts';
import { Button } from '../../../components/button.tsx';
import { SelectField } from '../../../components/form-field.tsx';
import {
  CheckboxGroup,
  checkboxClass,
  checkboxLabelClass,
  FormAnswer,
} from '../cohorts/form-parts.tsx';
import { useRouteChange } from '../../../lib/use-route-change.ts';
import { FieldNote } from './editor-parts.tsx';
import type { MentorChange } from './mentor-changes.ts';

/** Who may teach with a profile: the team's mentors, staff and owners. */
const TEACHING_ROLES = new Set(['mentor', 'staff', 'owner']);

/** The owner links the profile to the account the mentor teaches cohorts and sessions with. */
export function MentorAccountForm({
  record,
  name,
  team,
}: {
  record: MentorRecord;
  name: string;
  team: Team;
}) {
  const [chosen, setChosen] = useState(record.user ? String(record.user.id) : '');
  const save = useRouteChange<MentorChange>();
  const choices = team.members
    .filter((member) => TEACHING_ROLES.has(member.role))
    .sort((a, b) => a.username.localeCompare(b.username))
    .map((member) => ({
      value: String(member.id),
      label: `${member.username} (${ROLE_LABELS[member.role]})`,
    }));
  // An account linked that is no longer a teaching member still shows as chosen.
  if (record.user && !choices.some((c) => c.value === String(record.user!.id))) {
    choices.push({ value: String(record.user.id), label: record.user.name });
  }
  return (
    <form
      aria-label={`Account of ${name}`}
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void save.send({
          intent: 'account',
          slug: record.slug,
          name,
          userId: chosen === '' ? null : Number(chosen),
        });
      }}
    >
      <SelectField
        label="Account they teach with"
        placeholder="Not linked"
        options={choices}
        value={chosen}
        onChange={(event) => {
          save.forget();
          setChosen(event.target.value);
        }}
      />
      <FieldNote>Choose from the team’s mentors and staff; invite someone in Team first.</FieldNote>
      <FormAnswer answer={save.answer} />
      <Button
        type="submit"
        variant="secondary"
        disabled={save.busy || chosen === (record.user ? String(record.user.id) : '')}
        className="self-start"
      >
        {save.busy ? 'Saving...' : 'Save account'}
      </Button>
    </form>
  );
}

/** The owner sets the programs whose pages show the mentor: on the site at once. */
export function MentorProgramsForm({
  record,
  name,
  programs,
}: {
  record: MentorRecord;
  name: string;
  programs: readonly ProgramSummary[];
}) {
  const [chosen, setChosen] = useState<string[]>(record.programs);
  const save = useRouteChange<MentorChange>();
  const choices = programs.filter(
    (p) => p.published_at !== null || record.programs.includes(p.slug),
  );
  const unchanged =
    chosen.length === record.programs.length && chosen.every((s) => record.programs.includes(s));
  return (
    <form
      aria-label={`Programs of ${name}`}
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void save.send({ intent: 'programs', slug: record.slug, name, programs: chosen });
      }}
    >
      <CheckboxGroup legend="Programs whose pages show them">
        {choices.map((program) => (
          <label key={program.slug} className={checkboxLabelClass}>
            <input
              type="checkbox"
              className={checkboxClass}
              checked={chosen.includes(program.slug)}
              onChange={(event) => {
                save.forget();
                setChosen((now) =>
                  event.target.checked
                    ? [...now, program.slug]
                    : now.filter((slug) => slug !== program.slug),
                );
              }}
            />
            {program.name}
          </label>
        ))}
      </CheckboxGroup>
      <FieldNote>
        The pages change at once. A program added shows them last; a page keeps one to three
        mentors.
      </FieldNote>
      <FormAnswer answer={save.answer} />
      <Button
        type="submit"
        variant="secondary"
        disabled={save.busy || unchanged}
        className="self-start"
      >
        {save.busy ? 'Saving...' : 'Save programs'}
      </Button>
    </form>
  );
}

import type { ReactNode } from 'react';
import { can } from '../../../../domain/roles.ts';
import type { MentorSummary, ProgramRecord } from '../../../../domain/staff/catalogue.ts';
import { useStaffProfile } from '../access/staff-profile.ts';
import { StaffPage } from '../layout/staff-page.tsx';
import { DateTime } from '../ui/dates.tsx';
import type { Choice } from '../ui/select-field.tsx';
import { DraftBadge, ProgramStateBadge } from './catalogue-badges.tsx';
import { CATALOGUE_PATH } from './catalogue-paths.ts';
import { ProgramEditor } from './program-editor.tsx';

const back = { to: CATALOGUE_PATH, label: 'Catalogue' };

/** The frame of a program's page, for its loading failure too. */
export function ProgramPlaceholder({ children }: { children: ReactNode }) {
  return (
    <StaffPage title="Program" back={back}>
      {children}
    </StaffPage>
  );
}

/**
 * The mentors a program can name: the published profiles by name, and any the document names
 * that are not published (its page cannot show them until they are).
 */
export function mentorChoicesOf(mentors: readonly MentorSummary[], named: readonly string[]) {
  const published: Choice[] = mentors
    .filter((m) => m.published_at !== null)
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((m) => ({ value: m.slug, label: m.name }));
  const others: Choice[] = named
    .filter((slug) => !published.some((c) => c.value === slug))
    .map((slug) => {
      const mentor = mentors.find((m) => m.slug === slug);
      return { value: slug, label: `${mentor?.name ?? slug} (not published)` };
    });
  return [...published, ...others];
}

/** Who saved the draft and when, and when the site last changed. */
function RecordFacts({ record }: { record: ProgramRecord }) {
  return (
    <>
      {record.draft ? (
        <>
          Draft saved{record.draft_by ? ` by ${record.draft_by.name}` : ''}{' '}
          <DateTime iso={record.updated_at} />.{' '}
        </>
      ) : (
        'No draft: the form shows what the site shows. '
      )}
      {record.published_at ? (
        <>
          Last published <DateTime iso={record.published_at} />.
        </>
      ) : (
        'Never published.'
      )}
    </>
  );
}

/** A program's page in the console: its state, and the editor of its draft. */
export function ProgramEditorScreen({
  record,
  mentors,
}: {
  record: ProgramRecord;
  mentors: readonly MentorSummary[];
}) {
  const document = record.draft ?? record.published;
  return (
    <StaffPage
      title={document?.name ?? record.slug}
      badge={
        <>
          <ProgramStateBadge listed={record.listed} published={record.published !== null} />
          {record.draft ? <DraftBadge /> : null}
        </>
      }
      back={back}
      intro={<RecordFacts record={record} />}
    >
      <ProgramEditor
        record={record}
        mentorChoices={mentorChoicesOf(mentors, document?.mentors ?? [])}
      />
    </StaffPage>
  );
}

/** A new program: saved as a draft, unlisted, last of its category. */
export function NewProgramScreen({ mentors }: { mentors: readonly MentorSummary[] }) {
  const profile = useStaffProfile();
  return (
    <StaffPage
      title="New program"
      back={back}
      intro="Saved as a draft: the site shows it once the owner publishes and lists it."
    >
      {can(profile.role, 'edit-catalogue') ? (
        <ProgramEditor record={null} mentorChoices={mentorChoicesOf(mentors, [])} />
      ) : (
        <p className="text-muted">Staff and the owner create programs; you can read them.</p>
      )}
    </StaffPage>
  );
}

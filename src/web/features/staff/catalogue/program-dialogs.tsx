import type { ProgramDocument } from '../../../../domain/catalogue/live-catalogue.ts';
import type { ProgramRecord } from '../../../../domain/staff/catalogue.ts';
import { programPublishSummary } from '../../../../domain/staff/catalogue-publish-summary.ts';
import { ActionDialog } from '../ui/action-dialog.tsx';
import { formatDateTime } from '../ui/dates.tsx';
import type { ProgramChange } from './program-changes.ts';

interface DialogProps {
  record: ProgramRecord & { draft: ProgramDocument };
  onDone: (message: string) => void;
  onClose: () => void;
}

/** 'Publish Python?', with what the site will show differently, line by line. */
export function PublishProgramDialog({ record, onDone, onClose }: DialogProps) {
  const { draft, published } = record;
  const changes = programPublishSummary(published, draft);
  return (
    <ActionDialog<ProgramChange>
      title={`Publish ${draft.name}?`}
      confirmLabel="Publish"
      busyLabel="Publishing..."
      change={{ intent: 'publish', slug: record.slug, name: draft.name }}
      onDone={(answer) => onDone(answer.message)}
      onClose={onClose}
    >
      {!published ? (
        <p>
          {draft.name} is published for the first time. It stays unlisted, out of the site’s lists
          and not sold, until you list it in the catalogue.
        </p>
      ) : changes.length === 0 ? (
        <p>The draft says what the site already shows: publishing it changes nothing people see.</p>
      ) : (
        <>
          <p>The site changes at once:</p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {changes.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      )}
    </ActionDialog>
  );
}

/** 'Discard the draft?': what is lost, and what the site keeps. */
export function DiscardProgramDialog({ record, onDone, onClose }: DialogProps) {
  const { draft, published } = record;
  const by = record.draft_by ? ` by ${record.draft_by.name}` : '';
  return (
    <ActionDialog<ProgramChange>
      title={`Discard the draft of ${draft.name}?`}
      confirmLabel="Discard draft"
      busyLabel="Discarding..."
      danger
      change={{ intent: 'discard', slug: record.slug, name: draft.name }}
      onDone={(answer) => onDone(answer.message)}
      onClose={onClose}
    >
      {published ? (
        <p>
          The changes saved{by} on {formatDateTime(record.updated_at)} are lost. The site keeps what
          it shows now.
        </p>
      ) : (
        <p>
          {draft.name} has never been published: discarding its draft removes it from the catalogue.
        </p>
      )}
    </ActionDialog>
  );
}

import { Plus } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { can } from '../../../../domain/roles.ts';
import type { ProgramSummary } from '../../../../domain/staff/catalogue.ts';
import { useStaffProfile } from '../access/staff-profile.ts';
import { EmptyState } from '../data/load-states.tsx';
import { useRouteChange } from '../../../lib/use-route-change.ts';
import { StaffPage } from '../layout/staff-page.tsx';
import { DataTable } from '../list/data-table.tsx';
import { ActionDialog } from '../ui/action-dialog.tsx';
import { smallButtonClass } from '../ui/buttons.ts';
import { Notice, noticeOf, type NoticeMessage } from '../ui/notice.tsx';
import { NEW_PROGRAM_PATH } from './catalogue-paths.ts';
import { CatalogueTabs } from './catalogue-tabs.tsx';
import type { ProgramChange } from './program-changes.ts';
import { managedProgramColumns, programColumns, type ProgramRow } from './program-columns.tsx';
import { filterPrograms, ProgramFilters, useProgramFilter } from './program-filters.tsx';
import { movedCategory } from './program-moves.ts';

/** The catalogue's programs: the filters above `children` (the table). */
export function ProgramListScreen({ children }: { children: ReactNode }) {
  const profile = useStaffProfile();
  const { query, setFilters, filtered } = useProgramFilter();
  return (
    <StaffPage
      title="Catalogue"
      intro="What the site sells: each program with its page and its three plans. Changes are saved as drafts; the site shows them once the owner publishes them."
      aside={
        can(profile.role, 'edit-catalogue') ? (
          <Link to={NEW_PROGRAM_PATH} className={smallButtonClass}>
            <Plus aria-hidden className="size-4" />
            New program
          </Link>
        ) : null
      }
    >
      <CatalogueTabs />
      <ProgramFilters query={query} filtered={filtered} setFilters={setFilters} />
      {children}
    </StaffPage>
  );
}

function ListingDialog({
  program,
  onDone,
  onClose,
}: {
  program: ProgramRow;
  onDone: (message: string) => void;
  onClose: () => void;
}) {
  const listing = !program.listed;
  return (
    <ActionDialog<ProgramChange>
      title={listing ? `List ${program.name}?` : `Unlist ${program.name}?`}
      confirmLabel={listing ? 'List program' : 'Unlist program'}
      busyLabel={listing ? 'Listing...' : 'Unlisting...'}
      danger={!listing}
      change={{ intent: 'listing', slug: program.slug, name: program.name, listed: listing }}
      onDone={(answer) => onDone(answer.message)}
      onClose={onClose}
    >
      {listing ? (
        <p>
          {program.name} appears in the site’s lists, menus and sitemap, and learners can buy it
          from now on.
        </p>
      ) : (
        <p>
          {program.name} leaves the site’s lists, menus and sitemap, and learners can no longer buy
          it. Orders already placed are kept. You can list it again at any time.
        </p>
      )}
    </ActionDialog>
  );
}

/**
 * Every program in catalogue order, as the filters keep them; the owner moves a program within
 * its category and lists or unlists it, and the list is then loaded again.
 */
export function ProgramTable({ programs }: { programs: ProgramSummary[] }) {
  const profile = useStaffProfile();
  const { query, filtered } = useProgramFilter();
  const move = useRouteChange<ProgramChange>();
  const { send: sendMove, forget: forgetMove } = move;
  const [confirming, setConfirming] = useState<ProgramRow | null>(null);
  const [listed, setListed] = useState<NoticeMessage | null>(null);
  const publishes = can(profile.role, 'publish-catalogue');

  const rows: ProgramRow[] = useMemo(
    () =>
      filterPrograms(programs, query).map((program) => ({
        ...program,
        first: movedCategory(programs, program.slug, 'up') === undefined,
        last: movedCategory(programs, program.slug, 'down') === undefined,
      })),
    [programs, query],
  );

  const columns = useMemo(
    () =>
      publishes
        ? managedProgramColumns({
            moving: move.busy,
            onMove: (program, direction) => {
              const slugs = movedCategory(programs, program.slug, direction);
              if (!slugs) return;
              setListed(null);
              void sendMove({ intent: 'order', slugs, name: program.name, direction });
            },
            onListing: (program) => {
              forgetMove();
              setListed(null);
              setConfirming(program);
            },
          })
        : programColumns,
    [publishes, move.busy, programs, sendMove, forgetMove],
  );

  return (
    <>
      <Notice message={listed ?? noticeOf(move.answer)} />
      {rows.length === 0 ? (
        <EmptyState>
          {filtered ? 'No programs match these filters.' : 'No programs yet.'}
        </EmptyState>
      ) : (
        <DataTable
          label="Programs"
          columns={columns}
          data={rows}
          rowId={(program) => program.slug}
        />
      )}
      {confirming ? (
        <ListingDialog
          program={confirming}
          onDone={(message) => {
            setConfirming(null);
            setListed({ tone: 'success', text: message });
          }}
          onClose={() => setConfirming(null)}
        />
      ) : null}
    </>
  );
}

import { useMemo, type ReactNode } from 'react';
import { auditQuerySchema } from '../../../../domain/staff/audit.ts';
import type { AuditPage } from '../api/audit-api.ts';
import type { PersonRef } from '../../../../domain/staff/list-query.ts';
import { StaffPage } from '../layout/staff-page.tsx';
import { PagedTable } from '../list/paged-table.tsx';
import { useListQuery } from '../list/use-list-query.ts';
import { auditColumns } from './audit-columns.tsx';
import { AuditFilters } from './audit-filters.tsx';
import { AuditNamesContext, auditNamesOf } from './audit-names.ts';

/**
 * Who changed what, and from what to what: the filters above `children` (the table). `members`
 * are the 'Person' filter's choices; null when the team could not be loaded.
 */
export function AuditScreen({
  members,
  children,
}: {
  members: PersonRef[] | null;
  children: ReactNode;
}) {
  const { query, setFilters, filtered } = useListQuery(auditQuerySchema);
  return (
    <StaffPage
      title="Audit log"
      intro="Who changed what, and when (India time). Open Details for the stored fields."
    >
      <AuditFilters query={query} filtered={filtered} setFilters={setFilters} members={members} />
      {children}
    </StaffPage>
  );
}

/**
 * The page of entries the route's clientLoader fetched for the URL's filters, each in words;
 * `members` name the people the log stores by id (null: they show as 'member #id').
 */
export function AuditTable({ page, members }: { page: AuditPage; members: PersonRef[] | null }) {
  const { pageSearch, filtered } = useListQuery(auditQuerySchema);
  const names = useMemo(() => auditNamesOf(members), [members]);
  return (
    <AuditNamesContext value={names}>
      <PagedTable
        label="Audit log"
        noun="entries"
        page={page}
        columns={auditColumns}
        rowId={(entry) => String(entry.id)}
        filtered={filtered}
        pageSearch={pageSearch}
      />
    </AuditNamesContext>
  );
}

import type { ReactNode } from 'react';
import { auditQuerySchema } from '../../../../domain/staff/audit.ts';
import type { AuditPage } from '../api/audit-api.ts';
import type { PersonRef } from '../../../../domain/staff/list-query.ts';
import { StaffPage } from '../layout/staff-page.tsx';
import { PagedTable } from '../list/paged-table.tsx';
import { useListQuery } from '../list/use-list-query.ts';
import { auditColumns } from './audit-columns.tsx';
import { AuditFilters } from './audit-filters.tsx';

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
    <StaffPage title="Audit log" intro="Who changed what in the console, and when.">
      <AuditFilters query={query} filtered={filtered} setFilters={setFilters} members={members} />
      {children}
    </StaffPage>
  );
}

/** The page of entries the route's clientLoader fetched for the URL's filters. */
export function AuditTable({ page }: { page: AuditPage }) {
  const { pageSearch, filtered } = useListQuery(auditQuerySchema);
  return (
    <PagedTable
      label="Audit log"
      noun="entries"
      page={page}
      columns={auditColumns}
      rowId={(entry) => String(entry.id)}
      filtered={filtered}
      pageSearch={pageSearch}
    />
  );
}

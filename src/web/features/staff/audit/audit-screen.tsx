import { auditQuerySchema } from '../../../../domain/staff/audit.ts';
import { fetchAudit } from '../api/audit-api.ts';
import { useApiData } from '../../../lib/use-api-data.ts';
import { StaffPage } from '../layout/staff-page.tsx';
import { PagedTable } from '../list/paged-table.tsx';
import { useListQuery } from '../list/use-list-query.ts';
import { auditColumns } from './audit-columns.tsx';
import { AuditFilters } from './audit-filters.tsx';

/** Who changed what, and from what to what. */
export function AuditScreen() {
  const { query, setFilters, pageSearch, filtered } = useListQuery(auditQuerySchema);
  const { state, reload } = useApiData(JSON.stringify(query), () => fetchAudit(query));
  return (
    <StaffPage title="Audit log" intro="Who changed what in the console, and when.">
      <AuditFilters query={query} filtered={filtered} setFilters={setFilters} />
      <PagedTable
        label="Audit log"
        noun="entries"
        data={state}
        onRetry={reload}
        columns={auditColumns}
        rowId={(entry) => String(entry.id)}
        filtered={filtered}
        pageSearch={pageSearch}
      />
    </StaffPage>
  );
}

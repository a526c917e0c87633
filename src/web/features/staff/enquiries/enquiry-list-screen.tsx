import type { ReactNode } from 'react';
import { enquiryListQuerySchema } from '../../../../domain/staff/enquiries.ts';
import { enquiriesCsvPath, type EnquiryPage } from '../api/enquiries-api.ts';
import type { Members } from '../api/members-api.ts';
import { StaffPage } from '../layout/staff-page.tsx';
import { ExportLink } from '../list/export-link.tsx';
import { PagedTable } from '../list/paged-table.tsx';
import { useListQuery } from '../list/use-list-query.ts';
import { enquiryColumns } from './enquiry-columns.tsx';
import { EnquiryBulkBar } from './enquiry-bulk-bar.tsx';
import { EnquiryFilters } from './enquiry-filters.tsx';
import { EnquirySelection } from './enquiry-selection.tsx';

/** The enquiries list's page: the filters and the CSV export, above `children` (the table). */
export function EnquiryListScreen({ children }: { children: ReactNode }) {
  const { query, setFilters, filtered } = useListQuery(enquiryListQuerySchema);
  return (
    <StaffPage
      title="Enquiries"
      intro="What people asked through the contact, program and freelancing forms."
      aside={<ExportLink href={enquiriesCsvPath(query)} />}
    >
      <EnquiryFilters query={query} filtered={filtered} setFilters={setFilters} />
      {children}
    </StaffPage>
  );
}

/**
 * The page of enquiries the route's clientLoader fetched for the URL's filters, each with a tick
 * for the bulk changes above the table (assigned to one of `members`, or closed).
 */
export function EnquiryTable({ page, members }: { page: EnquiryPage; members: Members }) {
  const { pageSearch, filtered } = useListQuery(enquiryListQuerySchema);
  return (
    <EnquirySelection rows={page.results}>
      <div className="flex flex-col gap-4">
        <EnquiryBulkBar members={members} />
        <PagedTable
          label="Enquiries"
          noun="enquiries"
          page={page}
          columns={enquiryColumns}
          rowId={(enquiry) => `${enquiry.kind}-${enquiry.id}`}
          filtered={filtered}
          pageSearch={pageSearch}
        />
      </div>
    </EnquirySelection>
  );
}

import { enquiryListQuerySchema } from '../../../../domain/staff/enquiries.ts';
import { enquiriesCsvPath, fetchEnquiries } from '../api/enquiries-api.ts';
import { useApiData } from '../../../lib/use-api-data.ts';
import { StaffPage } from '../layout/staff-page.tsx';
import { ExportLink } from '../list/export-link.tsx';
import { PagedTable } from '../list/paged-table.tsx';
import { useListQuery } from '../list/use-list-query.ts';
import { enquiryColumns } from './enquiry-columns.tsx';
import { EnquiryFilters } from './enquiry-filters.tsx';

export function EnquiryListScreen() {
  const { query, setFilters, pageSearch, filtered } = useListQuery(enquiryListQuerySchema);
  const { state, reload } = useApiData(JSON.stringify(query), () => fetchEnquiries(query));
  return (
    <StaffPage
      title="Enquiries"
      intro="What people asked through the contact, program and freelancing forms."
      aside={<ExportLink href={enquiriesCsvPath(query)} />}
    >
      <EnquiryFilters query={query} filtered={filtered} setFilters={setFilters} />
      <PagedTable
        label="Enquiries"
        noun="enquiries"
        data={state}
        onRetry={reload}
        columns={enquiryColumns}
        rowId={(enquiry) => `${enquiry.kind}-${enquiry.id}`}
        filtered={filtered}
        pageSearch={pageSearch}
      />
    </StaffPage>
  );
}

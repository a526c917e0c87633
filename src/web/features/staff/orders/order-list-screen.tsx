import { orderListQuerySchema } from '../../../../domain/staff/orders.ts';
import { fetchOrders, ordersCsvPath } from '../api/orders-api.ts';
import { useApiData } from '../../../lib/use-api-data.ts';
import { StaffPage } from '../layout/staff-page.tsx';
import { ExportLink } from '../list/export-link.tsx';
import { PagedTable } from '../list/paged-table.tsx';
import { useListQuery } from '../list/use-list-query.ts';
import { orderColumns } from './order-columns.tsx';
import { OrderFilters } from './order-filters.tsx';

export function OrderListScreen() {
  const { query, setFilters, pageSearch, filtered } = useListQuery(orderListQuerySchema);
  const { state, reload } = useApiData(JSON.stringify(query), () => fetchOrders(query));
  return (
    <StaffPage
      title="Orders"
      intro="Check reported payments against the bank statement before marking an order as paid."
      aside={<ExportLink href={ordersCsvPath(query)} />}
    >
      <OrderFilters query={query} filtered={filtered} setFilters={setFilters} />
      <PagedTable
        label="Orders"
        noun="orders"
        data={state}
        onRetry={reload}
        columns={orderColumns}
        rowId={(order) => order.number}
        filtered={filtered}
        pageSearch={pageSearch}
      />
    </StaffPage>
  );
}

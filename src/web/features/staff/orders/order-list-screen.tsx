import type { ReactNode } from 'react';
import { orderListQuerySchema } from '../../../../domain/staff/orders.ts';
import { ordersCsvPath, type StaffOrderPage } from '../api/orders-api.ts';
import { StaffPage } from '../layout/staff-page.tsx';
import { ExportLink } from '../list/export-link.tsx';
import { PagedTable } from '../list/paged-table.tsx';
import { useListQuery } from '../list/use-list-query.ts';
import { orderColumns } from './order-columns.tsx';
import { OrderFilters } from './order-filters.tsx';

/** The orders list's page: the filters and the CSV export, above `children` (the table). */
export function OrderListScreen({ children }: { children: ReactNode }) {
  const { query, setFilters, filtered } = useListQuery(orderListQuerySchema);
  return (
    <StaffPage
      title="Orders"
      intro="Check reported payments against the bank statement before marking an order as paid."
      aside={<ExportLink href={ordersCsvPath(query)} />}
    >
      <OrderFilters query={query} filtered={filtered} setFilters={setFilters} />
      {children}
    </StaffPage>
  );
}

/** The page of orders the route's clientLoader fetched for the URL's filters. */
export function OrderTable({ page }: { page: StaffOrderPage }) {
  const { pageSearch, filtered } = useListQuery(orderListQuerySchema);
  return (
    <PagedTable
      label="Orders"
      noun="orders"
      page={page}
      columns={orderColumns}
      rowId={(order) => order.number}
      filtered={filtered}
      pageSearch={pageSearch}
    />
  );
}

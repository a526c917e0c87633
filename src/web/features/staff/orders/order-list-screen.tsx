import { useEffect, useRef, type ReactNode } from 'react';
import { useRevalidator } from 'react-router';
import { orderListQuerySchema } from '../../../../domain/staff/orders.ts';
import { ordersCsvPath, type StaffOrderPage } from '../api/orders-api.ts';
import { StaffPage } from '../layout/staff-page.tsx';
import { ExportLink } from '../list/export-link.tsx';
import { PagedTable } from '../list/paged-table.tsx';
import { useListQuery } from '../list/use-list-query.ts';
import { orderColumns } from './order-columns.tsx';
import { OrderFilters } from './order-filters.tsx';
import { useOrderPulse } from './order-pulse.ts';

/** New orders and reported payments appear without a reload: the list loads again on a change. */
function useFreshOrders() {
  const pulse = useOrderPulse();
  const { revalidate } = useRevalidator();
  // Undefined until the first answer, which only says how things stood when the page loaded.
  const seen = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (!pulse) return;
    if (seen.current !== undefined && seen.current !== pulse.last_change_at) void revalidate();
    seen.current = pulse.last_change_at;
  }, [pulse, revalidate]);
}

/** The orders list's page: the filters and the CSV export, above `children` (the table). */
export function OrderListScreen({ children }: { children: ReactNode }) {
  const { query, setFilters, filtered } = useListQuery(orderListQuerySchema);
  useFreshOrders();
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

import { Plus } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useRevalidator } from 'react-router';
import { can } from '../../../../domain/roles.ts';
import { orderListQuerySchema } from '../../../../domain/staff/orders.ts';
import { ordersCsvPath, type StaffOrderPage } from '../api/orders-api.ts';
import { useStaffProfile } from '../access/staff-profile.ts';
import { StaffPage } from '../layout/staff-page.tsx';
import { ExportLink } from '../list/export-link.tsx';
import { PagedTable } from '../list/paged-table.tsx';
import { useListQuery } from '../list/use-list-query.ts';
import { smallButtonClass } from '../ui/buttons.ts';
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
  const { role } = useStaffProfile();
  useFreshOrders();
  return (
    <StaffPage
      title="Orders"
      intro="Check reported payments against the bank statement before marking an order as paid."
      aside={
        <div className="flex flex-wrap gap-2">
          {can(role, 'handle-orders') ? (
            <Link to="/staff/orders/new" className={smallButtonClass}>
              <Plus aria-hidden className="size-4" />
              New order
            </Link>
          ) : null}
          <ExportLink href={ordersCsvPath(query)} />
        </div>
      }
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

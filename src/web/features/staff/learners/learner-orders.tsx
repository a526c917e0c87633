import type { LearnerDetail } from '../../../../domain/staff/learners.ts';
import { DataTable } from '../list/data-table.tsx';
import { learnerOrderColumns } from '../orders/order-columns.tsx';

/** The learner's orders, laid out as the orders list lays them out. */
export function LearnerOrders({ orders }: { orders: LearnerDetail['order_list'] }) {
  if (orders.length === 0) return <p className="text-muted">No orders.</p>;
  return (
    <DataTable
      label="Orders of this learner"
      columns={learnerOrderColumns}
      data={orders}
      rowId={(order) => order.number}
    />
  );
}

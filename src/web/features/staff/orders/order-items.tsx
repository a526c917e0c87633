import { useState } from 'react';
import { formatPaise } from '../../../../domain/money.ts';
import { can } from '../../../../domain/roles.ts';
import { useStaffProfile } from '../access/staff-profile.ts';
import type { StaffOrderDetail } from '../../../../domain/staff/orders.ts';
import { Badge } from '../ui/badge.tsx';
import { CompactTable, type CompactColumns } from '../ui/compact-table.tsx';
import { LineAccess, RestoreAccessDialog, type OrderLine } from './line-access.tsx';

/** A line of seats in words, '3 seats for learners' (each joins a cohort on taking theirs). */
function seatsOfLine(order: StaffOrderDetail, line: OrderLine): string | undefined {
  const seats = order.seats?.filter((seat) => seat.order_item_id === line.id).length;
  return seats ? `${seats} seats for learners` : undefined;
}

/** Each line's program, plan and amount; and the access it gave, once the order was paid. */
function columnsOf(order: StaffOrderDetail, onRestore: ((line: OrderLine) => void) | undefined) {
  const columns: CompactColumns<OrderLine> = [
    {
      label: 'Program',
      cell: (line) => (
        <span className="flex flex-col gap-0.5">
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            {line.program}
            {line.refunded ? <Badge tone="violet">Refunded</Badge> : null}
          </span>
          <span className="font-normal text-muted">{line.plan}</span>
          <span className="font-normal text-muted">
            {line.upgrade_from
              ? `Upgrade from ${line.upgrade_from}`
              : (seatsOfLine(order, line) ?? line.cohort)}
          </span>
        </span>
      ),
    },
  ];
  if (order.items.some((line) => line.enrolment)) {
    columns.push({
      label: 'Access',
      cell: (line) => <LineAccess line={line} onRestore={onRestore} />,
    });
  }
  columns.push({ label: 'Amount', numeric: true, cell: (line) => formatPaise(line.plan_paise) });
  return columns;
}

/** What was bought, the access each line gave, and how the total came about. */
export function OrderItems({
  order,
  onRestored,
}: {
  order: StaffOrderDetail;
  /** Access was given back: what the page says of it. */
  onRestored: (message: string) => void;
}) {
  const [restoring, setRestoring] = useState<OrderLine | null>(null);
  const handles = can(useStaffProfile().role, 'handle-orders');
  const columns = columnsOf(order, handles ? setRestoring : undefined);
  const labelSpan = columns.length - 1;
  return (
    <>
      <CompactTable
        caption="Items and amounts"
        columns={columns}
        rows={order.items}
        rowKey={(line) => String(line.id)}
        foot={
          <tfoot className="border-t-2 border-line">
            {order.discount_paise > 0 ? (
              <>
                <tr>
                  <th
                    scope="row"
                    colSpan={labelSpan}
                    className="pt-2 pr-4 text-right font-normal text-muted"
                  >
                    Before discount
                  </th>
                  <td className="pt-2 text-right tabular-nums">
                    {formatPaise(order.original_paise)}
                  </td>
                </tr>
                <tr>
                  <th
                    scope="row"
                    colSpan={labelSpan}
                    className="pr-4 text-right font-normal text-muted"
                  >
                    Discount{order.referral_code ? ` (code ${order.referral_code})` : ''}
                  </th>
                  <td className="text-right tabular-nums">−{formatPaise(order.discount_paise)}</td>
                </tr>
              </>
            ) : null}
            <tr>
              <th scope="row" colSpan={labelSpan} className="pt-2 pr-4 text-right font-bold">
                Total
              </th>
              <td className="pt-2 text-right font-bold tabular-nums">
                {formatPaise(order.total_paise)}
              </td>
            </tr>
          </tfoot>
        }
      />
      {restoring ? (
        <RestoreAccessDialog
          order={order}
          line={restoring}
          onDone={(message) => {
            setRestoring(null);
            onRestored(message);
          }}
          onClose={() => setRestoring(null)}
        />
      ) : null}
    </>
  );
}

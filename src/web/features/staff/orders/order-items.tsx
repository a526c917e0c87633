import { formatPaise } from '../../../../domain/money.ts';
import type { StaffOrderDetail } from '../../../../domain/staff/orders.ts';
import { CompactTable, type CompactColumns } from '../ui/compact-table.tsx';

const COLUMNS: CompactColumns<StaffOrderDetail['items'][number]> = [
  { label: 'Program', cell: (item) => item.program },
  { label: 'Plan', cell: (item) => item.plan },
  { label: 'Amount', numeric: true, cell: (item) => formatPaise(item.plan_paise) },
];

/** What was bought, and how the total came about. */
export function OrderItems({ order }: { order: StaffOrderDetail }) {
  return (
    <CompactTable
      caption="Items and amounts"
      columns={COLUMNS}
      rows={order.items}
      rowKey={(item) => `${item.program}|${item.plan}`}
      foot={
        <tfoot className="border-t-2 border-line">
          {order.discount_paise > 0 ? (
            <>
              <tr>
                <th scope="row" colSpan={2} className="pt-2 pr-4 text-right font-normal text-muted">
                  Before discount
                </th>
                <td className="pt-2 text-right tabular-nums">
                  {formatPaise(order.original_paise)}
                </td>
              </tr>
              <tr>
                <th scope="row" colSpan={2} className="pr-4 text-right font-normal text-muted">
                  Discount{order.referral_code ? ` (code ${order.referral_code})` : ''}
                </th>
                <td className="text-right tabular-nums">−{formatPaise(order.discount_paise)}</td>
              </tr>
            </>
          ) : null}
          <tr>
            <th scope="row" colSpan={2} className="pt-2 pr-4 text-right font-bold">
              Total
            </th>
            <td className="pt-2 text-right font-bold tabular-nums">
              {formatPaise(order.total_paise)}
            </td>
          </tr>
        </tfoot>
      }
    />
  );
}

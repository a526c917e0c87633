import { formatPaise } from '../../../../domain/money.ts';
import type { StaffOrderDetail } from '../../../../domain/staff/orders.ts';

/** What was bought, and how the total came about. */
export function OrderItems({ order }: { order: StaffOrderDetail }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Items and amounts</caption>
      <thead className="border-b border-line text-xs tracking-wide text-muted uppercase">
        <tr>
          <th scope="col" className="py-2 pr-4 font-bold">
            Program
          </th>
          <th scope="col" className="py-2 pr-4 font-bold">
            Plan
          </th>
          <th scope="col" className="py-2 text-right font-bold">
            Amount
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-line">
        {order.items.map((item) => (
          <tr key={`${item.program}|${item.plan}`}>
            <th scope="row" className="py-2 pr-4 font-semibold">
              {item.program}
            </th>
            <td className="py-2 pr-4">{item.plan}</td>
            <td className="py-2 text-right tabular-nums">{formatPaise(item.plan_paise)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot className="border-t-2 border-line">
        {order.discount_paise > 0 ? (
          <>
            <tr>
              <th scope="row" colSpan={2} className="pt-2 pr-4 text-right font-normal text-muted">
                Before discount
              </th>
              <td className="pt-2 text-right tabular-nums">{formatPaise(order.original_paise)}</td>
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
    </table>
  );
}

import { formatPaise } from '../../../../domain/money.ts';
import type { TdsReport } from '../../../../domain/staff/tds-report.ts';
import { headerCellClass, numericCellClass, TableFrame } from '../list/table-frame.tsx';
import { monthName } from './report-month.ts';

const HEADERS = ['Buyer', 'PAN', 'Invoice', 'Section', 'Certificate'];

/**
 * The month's TDS receivable: what business buyers deducted from the orders paid in it, which
 * the government owes until the buyers' certificates come. Nothing when none deducted any.
 */
export function TdsReceivable({ report }: { report: TdsReport }) {
  if (report.receivables.length === 0) return null;
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-lg font-bold text-ink">TDS receivable</h2>
      <p className="text-ink">
        {formatPaise(report.total_paise)} deducted by business buyers from the orders paid in{' '}
        {monthName(report.month)}
        {report.awaited_paise > 0
          ? `; ${formatPaise(report.awaited_paise)} of it awaits the buyers’ certificates.`
          : '; every certificate has come.'}
      </p>
      <TableFrame
        label="TDS receivable"
        head={
          <tr>
            <th scope="col" className={headerCellClass()}>
              Order
            </th>
            {HEADERS.map((h) => (
              <th key={h} scope="col" className={headerCellClass()}>
                {h}
              </th>
            ))}
            <th scope="col" className={headerCellClass(true)}>
              TDS
            </th>
          </tr>
        }
        foot={
          <tr>
            <th scope="row" colSpan={HEADERS.length + 1} className="px-4 py-3 text-left">
              Total
            </th>
            <td className={numericCellClass}>{formatPaise(report.total_paise)}</td>
          </tr>
        }
      >
        {report.receivables.map((r) => (
          <tr key={r.order_number}>
            <th scope="row" className="px-4 py-3 font-semibold whitespace-nowrap">
              {r.order_number}
            </th>
            <td className="px-4 py-3">{r.buyer}</td>
            <td className="px-4 py-3 font-mono">{r.pan}</td>
            <td className="px-4 py-3 whitespace-nowrap">{r.invoice_number ?? '—'}</td>
            <td className="px-4 py-3">{r.section}</td>
            <td className="px-4 py-3">{r.certificate_number ?? 'Awaited'}</td>
            <td className={numericCellClass}>{formatPaise(r.amount_paise)}</td>
          </tr>
        ))}
      </TableFrame>
    </section>
  );
}

import type { ReactNode } from 'react';
import { formatPaise } from '../../../../domain/money.ts';
import type { MonthReport } from '../../../../domain/staff/reports.ts';

const th = 'px-4 py-3 font-bold whitespace-nowrap';
const num = 'px-4 py-3 text-right whitespace-nowrap tabular-nums';

/** A report's table, scrolled sideways inside a focusable region on narrow screens. */
function ReportTable({
  label,
  head,
  children,
  foot,
}: {
  label: string;
  head: ReactNode;
  children: ReactNode;
  foot?: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="overflow-x-auto rounded-card border border-line bg-white shadow-card"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{label}</caption>
        <thead className="border-b border-line bg-surface text-xs tracking-wide text-muted uppercase">
          {head}
        </thead>
        <tbody className="divide-y divide-line">{children}</tbody>
        {foot ? (
          <tfoot className="border-t-2 border-line bg-surface font-bold">{foot}</tfoot>
        ) : null}
      </table>
    </div>
  );
}

type Figures = MonthReport['totals'];

const figureCells = (f: Figures) => (
  <>
    <td className={num}>{formatPaise(f.taxable_paise)}</td>
    <td className={num}>{formatPaise(f.cgst_paise)}</td>
    <td className={num}>{formatPaise(f.sgst_paise)}</td>
    <td className={num}>{formatPaise(f.igst_paise)}</td>
    <td className={num}>{formatPaise(f.total_paise)}</td>
  </>
);

const FIGURE_HEADERS = ['Taxable value', 'CGST', 'SGST', 'IGST', 'Total'];

/** GSTR-1's B2C summary: each place of supply and rate, and the month's total. */
export function B2cTable({ report }: { report: MonthReport }) {
  return (
    <ReportTable
      label="B2C supplies by place of supply and rate"
      head={
        <tr>
          <th scope="col" className={th}>
            Place of supply
          </th>
          <th scope="col" className={`${th} text-right`}>
            Rate
          </th>
          {FIGURE_HEADERS.map((h) => (
            <th key={h} scope="col" className={`${th} text-right`}>
              {h}
            </th>
          ))}
        </tr>
      }
      foot={
        <tr>
          <th scope="row" colSpan={2} className="px-4 py-3 text-left">
            Total
          </th>
          {figureCells(report.totals)}
        </tr>
      }
    >
      {report.b2c.map((row) => (
        <tr key={`${row.place_of_supply}-${row.rate_percent}`}>
          <th scope="row" className="px-4 py-3 font-semibold whitespace-nowrap">
            {row.place_of_supply}-{row.state_name}
          </th>
          <td className={num}>{row.rate_percent}%</td>
          {figureCells(row)}
        </tr>
      ))}
    </ReportTable>
  );
}

export function RevenueTable({ rows }: { rows: MonthReport['revenue_by_program'] }) {
  const total = rows.reduce((sum, r) => sum + r.revenue_paise, 0);
  return (
    <ReportTable
      label="Revenue by program"
      head={
        <tr>
          <th scope="col" className={th}>
            Program
          </th>
          <th scope="col" className={`${th} text-right`}>
            Lines
          </th>
          <th scope="col" className={`${th} text-right`}>
            Revenue
          </th>
        </tr>
      }
      foot={
        <tr>
          <th scope="row" colSpan={2} className="px-4 py-3 text-left">
            Total
          </th>
          <td className={num}>{formatPaise(total)}</td>
        </tr>
      }
    >
      {rows.map((row) => (
        <tr key={row.program}>
          <th scope="row" className="px-4 py-3 font-semibold">
            {row.program}
          </th>
          <td className={num}>{row.lines}</td>
          <td className={num}>{formatPaise(row.revenue_paise)}</td>
        </tr>
      ))}
    </ReportTable>
  );
}

/** The month at a glance: how many documents, and the tax they carry. */
export function ReportSummary({ report }: { report: MonthReport }) {
  const figures: [string, string][] = [
    ['Invoices', String(report.invoices)],
    ['Credit notes', String(report.credit_notes)],
    ['Taxable value', formatPaise(report.totals.taxable_paise)],
    ['CGST', formatPaise(report.totals.cgst_paise)],
    ['SGST', formatPaise(report.totals.sgst_paise)],
    ['IGST', formatPaise(report.totals.igst_paise)],
    ['Total', formatPaise(report.totals.total_paise)],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
      {figures.map(([label, value]) => (
        <div
          key={label}
          className="rounded-card border border-line bg-white p-4 shadow-card last:col-span-2 sm:last:col-span-1"
        >
          <dt className="text-sm font-semibold text-muted">{label}</dt>
          <dd className="mt-1 text-lg font-bold text-ink tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

import type { ReactNode } from 'react';
import { formatPaise } from '../../../../domain/money.ts';
import type { OfferReport } from '../../../../domain/staff/offer-report.ts';
import type { MonthReport } from '../../../../domain/staff/reports.ts';
import { headerCellClass, numericCellClass, TableFrame } from '../list/table-frame.tsx';

/** The header row: the first column names the rows, the rest hold figures. */
function HeaderRow({ first, figures }: { first: string; figures: string[] }) {
  return (
    <tr>
      <th scope="col" className={headerCellClass()}>
        {first}
      </th>
      {figures.map((h) => (
        <th key={h} scope="col" className={headerCellClass(true)}>
          {h}
        </th>
      ))}
    </tr>
  );
}

/** The totals row, its label over the first two columns. */
function TotalRow({ children }: { children: ReactNode }) {
  return (
    <tr>
      <th scope="row" colSpan={2} className="px-4 py-3 text-left">
        Total
      </th>
      {children}
    </tr>
  );
}

type Figures = MonthReport['totals'];

const figureCells = (f: Figures) => (
  <>
    <td className={numericCellClass}>{formatPaise(f.taxable_paise)}</td>
    <td className={numericCellClass}>{formatPaise(f.cgst_paise)}</td>
    <td className={numericCellClass}>{formatPaise(f.sgst_paise)}</td>
    <td className={numericCellClass}>{formatPaise(f.igst_paise)}</td>
    <td className={numericCellClass}>{formatPaise(f.total_paise)}</td>
  </>
);

const FIGURE_HEADERS = ['Taxable value', 'CGST', 'SGST', 'IGST', 'Total'];

/** The B2C rows' own total: the month's totals less its B2B invoices and their credit notes. */
function b2cTotals(rows: MonthReport['b2c']): Figures {
  const sum = (key: keyof Figures) => rows.reduce((total, row) => total + row[key], 0);
  return {
    taxable_paise: sum('taxable_paise'),
    cgst_paise: sum('cgst_paise'),
    sgst_paise: sum('sgst_paise'),
    igst_paise: sum('igst_paise'),
    total_paise: sum('total_paise'),
  };
}

/** GSTR-1's B2C summary: each place of supply and rate, and their total. */
export function B2cTable({ report }: { report: MonthReport }) {
  return (
    <TableFrame
      label="B2C supplies by place of supply and rate"
      head={<HeaderRow first="Place of supply" figures={['Rate', ...FIGURE_HEADERS]} />}
      foot={<TotalRow>{figureCells(b2cTotals(report.b2c))}</TotalRow>}
    >
      {report.b2c.map((row) => (
        <tr key={`${row.place_of_supply}-${row.rate_percent}`}>
          <th scope="row" className="px-4 py-3 font-semibold whitespace-nowrap">
            {row.place_of_supply}-{row.state_name}
          </th>
          <td className={numericCellClass}>{row.rate_percent}%</td>
          {figureCells(row)}
        </tr>
      ))}
    </TableFrame>
  );
}

export function RevenueTable({ rows }: { rows: MonthReport['revenue_by_program'] }) {
  const total = rows.reduce((sum, r) => sum + r.revenue_paise, 0);
  return (
    <TableFrame
      label="Revenue by program"
      head={<HeaderRow first="Program" figures={['Lines', 'Revenue']} />}
      foot={
        <TotalRow>
          <td className={numericCellClass}>{formatPaise(total)}</td>
        </TotalRow>
      }
    >
      {rows.map((row) => (
        <tr key={row.program}>
          <th scope="row" className="px-4 py-3 font-semibold">
            {row.program}
          </th>
          <td className={numericCellClass}>{row.lines}</td>
          <td className={numericCellClass}>{formatPaise(row.revenue_paise)}</td>
        </tr>
      ))}
    </TableFrame>
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
    ['Revenue (incl. GST)', formatPaise(report.totals.total_paise)],
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

/** Orders paid in the month per code: what each code cost and brought, and referrers' figures. */
export function OfferTable({ report }: { report: OfferReport }) {
  const cells = (f: OfferReport['totals']) => (
    <>
      <td className={numericCellClass}>{f.orders}</td>
      <td className={numericCellClass}>{formatPaise(f.revenue_paise)}</td>
      <td className={numericCellClass}>{formatPaise(f.discount_paise)}</td>
      <td className={numericCellClass}>{formatPaise(f.refunded_paise)}</td>
      <td className={numericCellClass}>{formatPaise(f.net_paise)}</td>
    </>
  );
  return (
    <TableFrame
      label="Offers and referrals"
      head={
        <HeaderRow
          first="Code"
          figures={['Referrer', 'Orders', 'Revenue', 'Discount given', 'Refunded', 'Net']}
        />
      }
      foot={<TotalRow>{cells(report.totals)}</TotalRow>}
    >
      {report.offers.map((row) => (
        <tr key={row.code}>
          <th scope="row" className="px-4 py-3 font-semibold">
            {row.code}
          </th>
          <td className="px-4 py-3">{row.referrer || '—'}</td>
          {cells(row)}
        </tr>
      ))}
    </TableFrame>
  );
}

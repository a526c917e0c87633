import { useId, type ReactNode } from 'react';
import { Download } from 'lucide-react';
import { useSearchParams } from 'react-router';
import type { OfferReport } from '../../../../domain/staff/offer-report.ts';
import type { MonthReport } from '../../../../domain/staff/reports.ts';
import { controlClass } from '../../../components/form-field.tsx';
import { REPORT_DOWNLOADS, reportFilePath } from '../api/reports-api.ts';
import { EmptyState } from '../data/load-states.tsx';
import { StaffPage } from '../layout/staff-page.tsx';
import { useShownSearchParams } from '../list/shown-search-params.ts';
import { smallButtonClass } from '../ui/buttons.ts';
import { currentMonth, monthName, monthOf } from './report-month.ts';
import { B2cTable, OfferTable, ReportSummary, RevenueTable } from './report-tables.tsx';
import { cn } from '../../../lib/cn.ts';

/** Not a landmark: the tables in it are regions of the same name already. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-lg font-bold text-ink">{title}</h2>
      {children}
    </section>
  );
}

/**
 * The reports' page: the month (kept in the URL, which the route's clientLoader reads) and its
 * downloads for the accountant, above `children` (the month's figures).
 */
export function ReportsScreen({ children }: { children: ReactNode }) {
  const [, setParams] = useSearchParams();
  const month = monthOf(useShownSearchParams());
  const monthId = useId();

  return (
    <StaffPage
      title="Reports"
      intro="Each month’s invoices less its credit notes, by the day they were issued (India time). Send the downloads to the accountant for the GST return."
    >
      <div className="flex flex-wrap items-end gap-4">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={monthId} className="text-sm font-semibold text-ink">
            Month
          </label>
          <input
            id={monthId}
            type="month"
            value={month}
            max={currentMonth()}
            required
            onChange={(event) => {
              const value = event.target.value;
              setParams(value && value !== currentMonth() ? { month: value } : {}, {
                preventScrollReset: true,
              });
            }}
            className={cn(controlClass, 'w-auto')}
          />
        </div>
        <ul aria-label={`Downloads for ${monthName(month)}`} className="flex flex-wrap gap-2">
          {REPORT_DOWNLOADS.map(({ file, label, format }) => (
            <li key={file}>
              <a href={reportFilePath(file, month)} download className={smallButtonClass}>
                <Download aria-hidden className="size-4" />
                {label} ({format})
              </a>
            </li>
          ))}
        </ul>
      </div>
      {children}
    </StaffPage>
  );
}

/** A month's invoices and credit notes as the accountant and the GST return need them. */
export function MonthFigures({
  month,
  report,
  offers,
}: {
  month: string;
  report: MonthReport;
  offers: OfferReport;
}) {
  if (report.invoices === 0 && report.credit_notes === 0) {
    return <EmptyState>No invoices in {monthName(month)}.</EmptyState>;
  }
  return (
    <>
      <Section title={`${monthName(month)} at a glance`}>
        <ReportSummary report={report} />
      </Section>
      <Section title="B2C supplies by place of supply and rate (GSTR-1 b2cl and b2cs together)">
        <B2cTable report={report} />
      </Section>
      <Section title="Revenue by program">
        {report.revenue_by_program.length === 0 ? (
          <p className="text-muted">No program revenue this month.</p>
        ) : (
          <RevenueTable rows={report.revenue_by_program} />
        )}
      </Section>
      <Section title="Offers and referrals: orders paid this month">
        {offers.offers.length === 0 ? (
          <p className="text-muted">No order paid in {monthName(month)} used a code.</p>
        ) : (
          <OfferTable report={offers} />
        )}
      </Section>
    </>
  );
}

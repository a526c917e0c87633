import { useId } from 'react';
import { Download } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { controlClass } from '../../../components/form-field.tsx';
import { fetchMonthReport, REPORT_DOWNLOADS, reportCsvPath } from '../api/reports-api.ts';
import { EmptyState, Loaded } from '../data/load-states.tsx';
import { useApiData } from '../../../lib/use-api-data.ts';
import { StaffPage } from '../layout/staff-page.tsx';
import { smallButtonClass } from '../ui/buttons.ts';
import { currentMonth, monthName, monthOf } from './report-month.ts';
import { B2cTable, ReportSummary, RevenueTable } from './report-tables.tsx';
import { cn } from '../../../lib/cn.ts';

/** Not a landmark: the tables in it are regions of the same name already. */
function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-lg font-bold text-ink">{title}</h2>
      {children}
    </section>
  );
}

/** A month's invoices and credit notes as the accountant and the GST return need them. */
export function ReportsScreen() {
  const [params, setParams] = useSearchParams();
  const month = monthOf(params);
  const { state, reload } = useApiData(month, () => fetchMonthReport(month));
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
          {REPORT_DOWNLOADS.map(({ file, label }) => (
            <li key={file}>
              <a href={reportCsvPath(file, month)} download className={smallButtonClass}>
                <Download aria-hidden className="size-4" />
                {label} (CSV)
              </a>
            </li>
          ))}
        </ul>
      </div>
      <Loaded data={state} onRetry={reload}>
        {(report) =>
          report.invoices === 0 && report.credit_notes === 0 ? (
            <EmptyState>No invoices in {monthName(month)}.</EmptyState>
          ) : (
            <>
              <Section title={`${monthName(month)} at a glance`}>
                <ReportSummary report={report} />
              </Section>
              <Section title="B2C supplies by place of supply and rate (GSTR-1)">
                <B2cTable report={report} />
              </Section>
              <Section title="Revenue by program">
                {report.revenue_by_program.length === 0 ? (
                  <p className="text-muted">No program revenue this month.</p>
                ) : (
                  <RevenueTable rows={report.revenue_by_program} />
                )}
              </Section>
            </>
          )
        }
      </Loaded>
    </StaffPage>
  );
}

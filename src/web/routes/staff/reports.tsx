import {
  fetchMonthReport,
  fetchOfferReport,
  fetchTdsReport,
} from '../../features/staff/api/reports-api.ts';
import { StaffLoadError } from '../../features/staff/data/staff-load-error.tsx';
import { monthOf } from '../../features/staff/reports/report-month.ts';
import { MonthFigures, ReportsScreen } from '../../features/staff/reports/reports-screen.tsx';
import { TdsReceivable } from '../../features/staff/reports/tds-receivable.tsx';
import { staffMeta } from '../../features/staff/staff-meta.ts';
import { loadedOrThrow } from '../../lib/route-data.ts';
import type { Route } from './+types/reports.ts';

export const meta: Route.MetaFunction = () => staffMeta('Reports');

/** The report of the month the URL names (this month when it names none). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const month = monthOf(new URL(request.url).searchParams);
  const [report, offers, tds] = await Promise.all([
    fetchMonthReport(month),
    fetchOfferReport(month),
    fetchTdsReport(month),
  ]);
  return {
    month,
    report: loadedOrThrow(report, request),
    offers: loadedOrThrow(offers, request),
    tds: loadedOrThrow(tds, request),
  };
}

export function ErrorBoundary() {
  return (
    <ReportsScreen>
      <StaffLoadError />
    </ReportsScreen>
  );
}

export default function StaffReports({ loaderData }: Route.ComponentProps) {
  return (
    <ReportsScreen>
      <MonthFigures
        month={loaderData.month}
        report={loaderData.report}
        offers={loaderData.offers}
      />
      <TdsReceivable report={loaderData.tds} />
    </ReportsScreen>
  );
}

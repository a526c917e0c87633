import { formatPaise } from '../../../../domain/money.ts';
import type { Dashboard } from '../../../../domain/staff/dashboard.ts';

/** Today, 7 days, 30 days: what came in, what was paid and what it earned. */
export function PeriodFigures({ periods }: { periods: Dashboard['periods'] }) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-3">
      {periods.map((period) => (
        <li key={period.key} className="rounded-card border border-line bg-white p-5 shadow-card">
          <h3 className="text-sm font-bold tracking-wide text-muted uppercase">{period.label}</h3>
          <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 text-sm">
            <dt className="text-muted">Enquiries received</dt>
            <dd className="text-right font-semibold tabular-nums">{period.enquiries}</dd>
            <dt className="text-muted">Orders placed</dt>
            <dd className="text-right font-semibold tabular-nums">{period.orders_placed}</dd>
            <dt className="text-muted">Orders paid</dt>
            <dd className="text-right font-semibold tabular-nums">{period.orders_paid}</dd>
            <dt className="text-muted">Revenue (incl. GST, net of credit notes)</dt>
            <dd className="text-right text-base font-extrabold text-brand-950 tabular-nums">
              {formatPaise(period.revenue_paise)}
            </dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

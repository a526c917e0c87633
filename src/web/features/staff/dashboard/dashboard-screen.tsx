import type { ReactNode } from 'react';
import type { Dashboard } from '../../../../domain/staff/dashboard.ts';
import { Panel, StaffPage } from '../layout/staff-page.tsx';
import { NeedsAction } from './needs-action.tsx';
import { PeriodFigures } from './period-figures.tsx';
import { RevenueChart } from './revenue-chart.tsx';
import { TopPrograms } from './top-programs.tsx';

/** The dashboard's page around `children`: its figures, or why there are none. */
export function DashboardPage({ children }: { children: ReactNode }) {
  return (
    <StaffPage
      title="Dashboard"
      intro="Days and times are India time. Revenue is what invoices charged, GST included, less credit notes, by the day each was issued: the same figures as Reports."
    >
      {children}
    </StaffPage>
  );
}

/** What needs doing now, and how the business is going. */
export function DashboardFigures({ dashboard }: { dashboard: Dashboard }) {
  return (
    <>
      <section aria-labelledby="needs-action-heading" className="flex flex-col gap-3">
        <h2 id="needs-action-heading" className="text-lg font-bold text-ink">
          Needs action
        </h2>
        <NeedsAction counts={dashboard.needs_action} />
      </section>
      <section aria-labelledby="figures-heading" className="flex flex-col gap-3">
        <h2 id="figures-heading" className="text-lg font-bold text-ink">
          At a glance
        </h2>
        <PeriodFigures periods={dashboard.periods} />
      </section>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <Panel title="Daily revenue (incl. GST, net of credit notes), last 30 days">
          <RevenueChart days={dashboard.daily_revenue} />
        </Panel>
        <Panel title="Top programs by revenue">
          <TopPrograms programs={dashboard.top_programs} />
        </Panel>
      </div>
    </>
  );
}

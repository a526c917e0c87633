import { CheckCircle2 } from 'lucide-react';
import { Suspense, lazy, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { PlanCard } from '../../../domain/catalogue/program-page.ts';
import { formatPaise } from '../../../domain/money.ts';
import type { UpgradeOptions } from '../../../domain/plan-upgrade-requests.ts';
import { CheckList } from '../../components/check-list.tsx';
import { cn } from '../../lib/cn.ts';
import { reloadForNewBuild } from '../../lib/reload-for-new-build.ts';
import { AddToCart } from '../cart/add-to-cart.tsx';

// Only a learner enrolled in the program sees the upgrades: their code is fetched for them
// alone, and draws into the cards below rather than importing them, so nothing of the page's
// own code moves into a chunk of its own. Code that will not load (a page opened before a
// deploy) reloads the page once; until then the cards stay without a button.
const PlanUpgrades = lazy(() =>
  import('./plan-upgrades.tsx').catch(() => {
    reloadForNewBuild();
    return new Promise<never>(() => {});
  }),
);

/** The look of a card's button: filled on the most chosen plan, outlined on the others. */
const actionClass = (featured: boolean) =>
  cn(
    'mt-6 rounded-control px-5 py-3 text-center font-semibold transition',
    featured
      ? 'bg-brand-700 text-white hover:bg-brand-800'
      : 'border border-brand-200 text-brand-800 hover:bg-brand-50',
  );

/** The three plans side by side, each ending in what `action` draws for it (maybe nothing). */
function PlanList({
  plans,
  mostChosen,
  action,
}: {
  plans: readonly PlanCard[];
  mostChosen: string | null;
  action: (plan: PlanCard, className: string) => ReactNode;
}) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {plans.map((plan) => {
        // Marked only as the orders say: the badge and ring change no line's height.
        const featured = plan.name === mostChosen;
        return (
          <li
            key={plan.id}
            className={cn(
              'flex flex-col rounded-card border bg-white p-6 shadow-card',
              featured ? 'border-brand-600 ring-2 ring-brand-600' : 'border-line',
            )}
          >
            <div className="flex items-center justify-between">
              <h3 className="text-lg font-bold text-brand-950">{plan.name}</h3>
              {featured ? (
                <span className="rounded-full bg-accent-100 px-2.5 py-0.5 text-xs font-bold text-accent-700">
                  Most chosen
                </span>
              ) : null}
            </div>
            <p className="mt-4 text-4xl font-extrabold text-brand-950">
              {formatPaise(plan.pricePaise)}
            </p>
            <p className="text-sm text-muted">One-time payment, lifetime access</p>
            <CheckList items={plan.features} compact className="mt-6 flex-1 space-y-3" />
            {action(plan, actionClass(featured))}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The plans of a program at their published prices, each with 'Add Cart'; for a learner enrolled
 * in the program, their own plan and the upgrades above it instead.
 */
export function PlanCards({
  programName,
  plans,
  mostChosen,
  enrolment,
}: {
  programName: string;
  plans: readonly PlanCard[];
  /** The plan marked 'Most chosen', by name: the owner's, or the orders'. */
  mostChosen: string | null;
  /** The signed-in learner's enrolment in the program, once the page has read it. */
  enrolment: UpgradeOptions | null;
}) {
  if (!enrolment) {
    return (
      <PlanList
        plans={plans}
        mostChosen={mostChosen}
        action={(plan, className) => (
          <AddToCart programName={programName} plan={plan} className={className} />
        )}
      />
    );
  }
  return (
    <>
      <div
        role="status"
        className="mb-6 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-card border border-success-700/30 bg-success-50 px-5 py-4 text-success-700"
      >
        <CheckCircle2 aria-hidden className="size-5 shrink-0" />
        <p className="font-semibold">You are enrolled in this program ({enrolment.plan}).</p>
        <Link to="/my-programs" className="font-semibold text-brand-700 underline">
          Go to My programs
        </Link>
      </div>
      <Suspense fallback={<PlanList plans={plans} mostChosen={mostChosen} action={() => null} />}>
        <PlanUpgrades programName={programName} enrolment={enrolment}>
          {(action) => <PlanList plans={plans} mostChosen={mostChosen} action={action} />}
        </PlanUpgrades>
      </Suspense>
    </>
  );
}

import { useState, type ReactNode } from 'react';
import { Link, useFetcher } from 'react-router';
import type { PlanCard } from '../../../domain/catalogue/program-page.ts';
import { findProgram } from '../../../domain/catalogue/programs.ts';
import { formatPaise } from '../../../domain/money.ts';
import type { UpgradeOptions, UpgradeRequest } from '../../../domain/plan-upgrade-requests.ts';
import { shortPlanName } from '../../../domain/plan-upgrades.ts';
import { ConfirmFrame } from '../../components/confirm-dialog.tsx';
import { orderPagePath } from '../order/order-api.ts';
import { upgradePath } from './program-enrolment.ts';
import type { UpgradeRefusal } from './upgrade-order.ts';

/** What a plan's card ends in; `className` is the look of the card's button. */
type PlanAction = (plan: PlanCard, className: string) => ReactNode;

interface Props {
  programName: string;
  /** The learner's enrolment, as the program page's clientLoader read it. */
  enrolment: UpgradeOptions;
  /** Draws the cards, each ending in what `action` gives it. */
  children: (action: PlanAction) => ReactNode;
}

interface Choice {
  plan: PlanCard;
  plan_paise: number;
}

/** 'Are you sure?' before the order is placed; it opens the order's page to pay it. */
function UpgradeDialog({
  program,
  choice,
  onClose,
}: {
  program: { name: string; slug: string };
  choice: Choice;
  onClose: () => void;
}) {
  // routes/program-upgrade.ts orders it and opens the order; a refusal comes back here, while
  // the program page reads the enrolment again (an order placed in another tab).
  const fetcher = useFetcher<UpgradeRefusal>();
  // One key for this choice: a retry after a lost answer finds the order already placed.
  const [key] = useState(() => crypto.randomUUID());
  const plan = shortPlanName(choice.plan.name);
  const price = formatPaise(choice.plan_paise);
  const busy = fetcher.state !== 'idle';
  const sent: UpgradeRequest = { plan: choice.plan.name, idempotency_key: key };

  return (
    <ConfirmFrame
      title={`Upgrade ${program.name} to ${plan} for ${price}?`}
      confirmLabel="Upgrade"
      busyLabel="Ordering..."
      busy={busy}
      failure={busy ? null : (fetcher.data?.error ?? null)}
      onConfirm={() =>
        void fetcher.submit(
          { ...sent },
          { method: 'post', encType: 'application/json', action: upgradePath(program.slug) },
        )
      }
      onClose={onClose}
    >
      <p>
        You keep your cohort and progress; {plan}&rsquo;s extras start once the payment is
        confirmed.
      </p>
    </ConfirmFrame>
  );
}

/**
 * What the plan cards of a program the learner is enrolled in end in: their plan says so, each
 * plan above it offers the upgrade for the difference (or the way to finish paying one already
 * ordered), and the plans below offer nothing.
 */
export default function PlanUpgrades({ programName, enrolment, children }: Props) {
  const program = findProgram(programName);
  const [choice, setChoice] = useState<Choice | null>(null);
  const mine = enrolment.plan;
  const action: PlanAction = (plan, className) => {
    if (plan.name === mine) {
      return (
        <p className="mt-6 rounded-control bg-success-50 px-5 py-3 text-center font-semibold text-success-700">
          Your plan
        </p>
      );
    }
    const option = enrolment.options.find((o) => o.plan === plan.name);
    if (!option) return null;
    const open = enrolment.open_order;
    if (open) {
      return open.plan === plan.name ? (
        <Link to={orderPagePath(open.number)} className={className}>
          Finish paying for {shortPlanName(plan.name)}
        </Link>
      ) : null;
    }
    const price = formatPaise(option.plan_paise);
    return (
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={`Upgrade for ${price}: ${plan.name}`}
        className={className}
        onClick={() => setChoice({ plan, plan_paise: option.plan_paise })}
      >
        Upgrade for {price}
      </button>
    );
  };

  return (
    <>
      {children(action)}
      {choice && program ? (
        <UpgradeDialog program={program} choice={choice} onClose={() => setChoice(null)} />
      ) : null}
    </>
  );
}

import { useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { PlanCard } from '../../../domain/catalogue/program-page.ts';
import { findProgram } from '../../../domain/catalogue/programs.ts';
import { formatPaise } from '../../../domain/money.ts';
import type { UpgradeOptions } from '../../../domain/plan-upgrade-requests.ts';
import { shortPlanName } from '../../../domain/plan-upgrades.ts';
import { failureMessage } from '../../api/client.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { orderPagePath } from '../order/order-api.ts';
import { fetchUpgradeOptions, orderUpgrade } from './upgrade-api.ts';

/** What a plan's card ends in; `className` is the look of the card's button. */
type PlanAction = (plan: PlanCard, className: string) => ReactNode;

interface Props {
  programName: string;
  /** The plan the learner is enrolled on, as "My programs" has it. */
  current: string;
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
  onRefused,
  onClose,
}: {
  program: { name: string; slug: string };
  choice: Choice;
  /** The server said no: what it knows now may differ (an order placed in another tab). */
  onRefused: () => void;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  // One key for this choice: a retry after a lost answer finds the order already placed.
  const [key] = useState(() => crypto.randomUUID());
  const plan = shortPlanName(choice.plan.name);
  const price = formatPaise(choice.plan_paise);

  const confirm = async () => {
    const result = await orderUpgrade(program.slug, choice.plan.name, key);
    if (result.ok) {
      void navigate(orderPagePath(result.data.order.number));
      return null;
    }
    if (result.kind === 'http') onRefused();
    return failureMessage(result, 'The upgrade could not be ordered. Please try again.');
  };

  return (
    <ConfirmDialog
      title={`Upgrade ${program.name} to ${plan} for ${price}?`}
      confirmLabel="Upgrade"
      busyLabel="Ordering..."
      onConfirm={confirm}
      onClose={onClose}
    >
      <p>
        You keep your cohort and progress; {plan}&rsquo;s extras start once the payment is
        confirmed.
      </p>
    </ConfirmDialog>
  );
}

/**
 * What the plan cards of a program the learner is enrolled in end in: their plan says so, each
 * plan above it offers the upgrade for the difference (or the way to finish paying one already
 * ordered), and the plans below offer nothing.
 */
export default function PlanUpgrades({ programName, current, children }: Props) {
  const program = findProgram(programName);
  const slug = program?.slug;
  const [options, setOptions] = useState<UpgradeOptions | null>(null);
  const [reads, setReads] = useState(0);
  const [choice, setChoice] = useState<Choice | null>(null);

  useEffect(() => {
    if (!slug) return;
    let live = true;
    void fetchUpgradeOptions(slug).then((result) => {
      if (live && result.ok) setOptions(result.data);
    });
    return () => {
      live = false;
    };
  }, [slug, reads]);

  const mine = options?.plan ?? current;
  const action: PlanAction = (plan, className) => {
    if (plan.name === mine) {
      return (
        <p className="mt-6 rounded-control bg-success-50 px-5 py-3 text-center font-semibold text-success-700">
          Your plan
        </p>
      );
    }
    const option = options?.options.find((o) => o.plan === plan.name);
    if (!option) return null;
    const open = options?.open_order;
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
        <UpgradeDialog
          program={program}
          choice={choice}
          onRefused={() => setReads((n) => n + 1)}
          onClose={() => setChoice(null)}
        />
      ) : null}
    </>
  );
}

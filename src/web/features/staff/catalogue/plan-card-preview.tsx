import {
  cataloguePlans,
  type CataloguePlan,
  type PlanDocument,
  type SessionAllowance,
} from '../../../../domain/catalogue/live-catalogue.ts';
import { formatPaise } from '../../../../domain/money.ts';
import { CheckList } from '../../../components/check-list.tsx';
import { cn } from '../../../lib/cn.ts';
import { planOf, type ProgramFormValues } from './program-form-values.ts';

/** A plan's card as the program page draws it; the price is null while what is typed is none. */
export type PreviewPlan = Omit<CataloguePlan, 'pricePaise' | 'terms'> & {
  pricePaise: number | null;
};

/** The plans' cards as the program's page shows them, without their buttons. */
export function PlanCardPreview({ plans }: { plans: readonly PreviewPlan[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {plans.map((plan) => (
        <li
          key={plan.id}
          className={cn(
            'flex flex-col rounded-card border bg-white p-6 shadow-card',
            plan.mostChosen ? 'border-brand-600 ring-2 ring-brand-600' : 'border-line',
          )}
        >
          <div className="flex items-center justify-between">
            <h3 className="text-lg font-bold text-brand-950">{plan.name}</h3>
            {plan.mostChosen ? (
              <span className="rounded-full bg-accent-100 px-2.5 py-0.5 text-xs font-bold text-accent-700">
                Most chosen
              </span>
            ) : null}
          </div>
          <p className="mt-4 text-4xl font-extrabold text-brand-950">
            {plan.pricePaise === null ? '₹ —' : formatPaise(plan.pricePaise)}
          </p>
          <p className="text-sm text-muted">One-time payment, lifetime access</p>
          <CheckList items={plan.features} compact className="mt-6 flex-1 space-y-3" />
        </li>
      ))}
    </ul>
  );
}

const whole = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= 0;

/** An allowance as typed, or none while its numbers are not numbers yet. */
const readable = (allowance: { sessions?: number; minutes?: number } | null) =>
  allowance && whole(allowance.sessions) && whole(allowance.minutes)
    ? (allowance as SessionAllowance)
    : null;

/**
 * The cards the editor's plans would make, as they are typed: their lines written by
 * cataloguePlans(), as the site writes them.
 */
export function previewPlans(
  plans: ProgramFormValues['plans'],
  mostChosen: ProgramFormValues['mostChosen'],
): PreviewPlan[] {
  const documents: PlanDocument[] = plans.map((values) => {
    const plan = planOf(values, mostChosen);
    return {
      ...plan,
      terms: {
        mentorship: readable(plan.terms.mentorship),
        career: readable(plan.terms.career),
        webinars: plan.terms.webinars,
        projectFeedback: whole(plan.terms.projectFeedback) ? plan.terms.projectFeedback : 0,
      },
      extraFeatures: plan.extraFeatures.map((line) => line.trim()).filter(Boolean),
    };
  });
  return cataloguePlans(documents).map(({ terms: _terms, ...card }) => ({
    ...card,
    pricePaise: Number.isInteger(card.pricePaise) && card.pricePaise > 0 ? card.pricePaise : null,
  }));
}

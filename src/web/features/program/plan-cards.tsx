import { Check } from 'lucide-react';
import { PLANS, formatRupees } from '../../../domain/catalogue/plans.ts';
import { AddToCart } from '../cart/add-to-cart.tsx';

/** The three plans of a program, each with 'Add Cart'. */
export function PlanCards({ programName }: { programName: string }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {PLANS.map((plan) => {
        const featured = plan.id === 'pro';
        return (
          <li
            key={plan.id}
            className={`flex flex-col rounded-card border bg-white p-6 shadow-card ${featured ? 'border-brand-600 ring-2 ring-brand-600' : 'border-line'}`}
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
              {formatRupees(plan.price)}
            </p>
            <p className="text-sm text-muted">One-time payment, lifetime access</p>
            <ul className="mt-6 flex-1 space-y-3">
              {plan.features.map((feature) => (
                <li key={feature} className="flex gap-2 text-sm text-ink">
                  <Check aria-hidden className="size-5 shrink-0 text-success-700" />
                  {feature}
                </li>
              ))}
            </ul>
            <AddToCart
              programName={programName}
              plan={plan}
              className={`mt-6 rounded-control px-5 py-3 text-center font-semibold transition ${featured ? 'bg-brand-700 text-white hover:bg-brand-800' : 'border border-brand-200 text-brand-800 hover:bg-brand-50'}`}
            />
          </li>
        );
      })}
    </ul>
  );
}

import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { PLANS } from '../../../../domain/catalogue/plans.ts';
import { findProgram } from '../../../../domain/catalogue/programs.ts';
import { programSlugChoices } from '../list/program-choices.ts';
import {
  scheduleInWords,
  seatsInWords,
  startsInWords,
  type UpcomingCohort,
} from '../../../../domain/catalogue/upcoming-cohorts.ts';
import { CART_MAX_ITEMS } from '../../../../domain/checkout.ts';
import { formatPaise, rupeesToPaise } from '../../../../domain/money.ts';
import { quoteCart } from '../../../../domain/pricing.ts';
import {
  gstWithin,
  type ManualOrderInput,
  type ManualOrderRequest,
} from '../../../../domain/staff/manual-order.ts';
import { SelectField } from '../../../components/form-field.tsx';
import { fetchProgramCohorts } from '../../program/cohorts-api.ts';
import { smallButtonClass, smallDangerButtonClass } from '../ui/buttons.ts';

export type ManualOrderForm = UseFormReturn<ManualOrderInput, unknown, ManualOrderRequest>;

export const PLAN_CHOICES = PLANS.map((p) => ({
  value: p.name,
  label: `${p.name} (${formatPaise(rupeesToPaise(p.price))})`,
}));

export const emptyLine = { program: '', plan: '', cohort_id: '' };

const cohortLabel = (cohort: UpcomingCohort) =>
  `${startsInWords(cohort)} · ${scheduleInWords(cohort)} · ${seatsInWords(cohort)}`;

/** A line's upcoming cohorts with a seat left; none while they load, or when they could not. */
function useOpenCohorts(slug: string) {
  const [read, setRead] = useState<{ slug: string; cohorts: UpcomingCohort[] } | null>(null);
  useEffect(() => {
    if (!slug) return;
    let current = true;
    void fetchProgramCohorts(slug).then((result) => {
      if (!current) return;
      const cohorts = result.ok ? result.data.results.filter((c) => c.seats_left > 0) : [];
      setRead({ slug, cohorts });
    });
    return () => {
      current = false;
    };
  }, [slug]);
  return read?.slug === slug ? read.cohorts : [];
}

function CohortSelect({
  form,
  index,
  slug,
}: {
  form: ManualOrderForm;
  index: number;
  slug: string;
}) {
  const cohorts = useOpenCohorts(slug);
  const name = `lines.${index}.cohort_id` as const;
  return (
    <SelectField
      label="Cohort"
      placeholder="Self-paced: start any day"
      options={cohorts.map((c) => ({ value: String(c.id), label: cohortLabel(c) }))}
      disabled={cohorts.length === 0}
      error={form.getFieldState(name, form.formState).error?.message}
      {...form.register(name)}
    />
  );
}

/** What the lines cost, priced as the server will price them, GST included. */
function OrderTotal({ form }: { form: ManualOrderForm }) {
  const lines = useWatch({ control: form.control, name: 'lines' });
  const code = useWatch({ control: form.control, name: 'referral_code' })?.trim();
  const chosen = lines.filter((line) => line.program && line.plan);
  if (chosen.length === 0) return <p className="text-muted">Choose a program and a plan.</p>;
  const quoted = quoteCart(chosen);
  if (!quoted.ok) return <p className="font-semibold text-danger-700">{quoted.error}</p>;
  return (
    <p className="text-lg text-ink" aria-live="polite">
      Total <strong>{formatPaise(quoted.quote.total_paise)}</strong>{' '}
      <span className="text-base text-muted">
        including {formatPaise(gstWithin(quoted.quote))} GST
        {code ? ', before the code: the server takes its discount off as it creates the order' : ''}
      </span>
    </p>
  );
}

/** The programs bought, one line each, with a plan and optionally a cohort; and their total. */
export function ManualOrderLines({ form }: { form: ManualOrderForm }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'lines' });
  const lines = useWatch({ control: form.control, name: 'lines' });
  const linesError = form.getFieldState('lines', form.formState).error?.message;
  return (
    <div className="flex flex-col gap-4">
      <ol className="flex flex-col gap-4">
        {fields.map((field, index) => {
          const slug = findProgram(lines[index]?.program ?? '')?.slug ?? '';
          const program = `lines.${index}.program` as const;
          const plan = `lines.${index}.plan` as const;
          return (
            <li
              key={field.id}
              aria-label={`Line ${index + 1}`}
              className="grid grid-cols-1 items-end gap-3 rounded-control border border-line p-3 md:grid-cols-[1fr_1fr_1.5fr_auto] [&>*]:min-w-0"
            >
              <SelectField
                label="Program"
                placeholder="Choose a program"
                options={programSlugChoices()}
                error={form.getFieldState(program, form.formState).error?.message}
                {...form.register(program, {
                  // Another program's cohorts are not this one's.
                  onChange: () => form.setValue(`lines.${index}.cohort_id`, ''),
                })}
              />
              <SelectField
                label="Plan"
                placeholder="Choose a plan"
                options={PLAN_CHOICES}
                error={form.getFieldState(plan, form.formState).error?.message}
                {...form.register(plan)}
              />
              <CohortSelect form={form} index={index} slug={slug} />
              <button
                type="button"
                onClick={() => remove(index)}
                disabled={fields.length === 1}
                className={smallDangerButtonClass}
              >
                <Trash2 aria-hidden className="size-4" />
                Remove<span className="sr-only"> line {index + 1}</span>
              </button>
            </li>
          );
        })}
      </ol>
      {linesError ? (
        <p role="alert" className="text-sm font-semibold text-danger-700">
          {linesError}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <button
          type="button"
          onClick={() => append(emptyLine)}
          disabled={fields.length >= CART_MAX_ITEMS}
          className={smallButtonClass}
        >
          <Plus aria-hidden className="size-4" />
          Add a program
        </button>
        <OrderTotal form={form} />
      </div>
    </div>
  );
}

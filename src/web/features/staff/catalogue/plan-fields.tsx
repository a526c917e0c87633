import { Plus } from 'lucide-react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { PLAN_NAMES, PLAN_TIERS } from '../../../../domain/catalogue/live-catalogue.ts';
import { TextField } from '../../../components/form-field.tsx';
import { checkboxClass, checkboxLabelClass } from '../cohorts/form-parts.tsx';
import { Panel } from '../layout/staff-page.tsx';
import {
  AddButton,
  errorAt,
  FieldGroup,
  FieldNote,
  GroupError,
  ItemButtons,
} from './editor-parts.tsx';
import { PlanCardPreview, previewPlans } from './plan-card-preview.tsx';
import type { ProgramForm } from './program-form-values.ts';

const MAX_EXTRA_LINES = 8;

/** One-to-one or career sessions: whether the plan has them, how many and how long. */
function AllowanceFields({
  form,
  plan,
  kind,
  label,
}: {
  form: ProgramForm;
  plan: number;
  kind: 'mentorship' | 'career';
  label: string;
}) {
  const base = `plans.${plan}.terms.${kind}` as const;
  const included = useWatch({ control: form.control, name: `${base}.included` });
  return (
    <div className="flex flex-col gap-3">
      <label className={checkboxLabelClass}>
        <input type="checkbox" className={checkboxClass} {...form.register(`${base}.included`)} />
        {label}
      </label>
      {included ? (
        <div className="grid grid-cols-2 gap-4 pl-6">
          <TextField
            label="Sessions"
            type="number"
            inputMode="numeric"
            min={1}
            max={20}
            error={errorAt(form, `${base}.sessions`)}
            {...form.register(`${base}.sessions`)}
          />
          <TextField
            label="Minutes each"
            type="number"
            inputMode="numeric"
            min={15}
            max={180}
            error={errorAt(form, `${base}.minutes`)}
            {...form.register(`${base}.minutes`)}
          />
        </div>
      ) : null}
      <GroupError message={errorAt(form, base)} />
    </div>
  );
}

function ExtraLines({ form, plan }: { form: ProgramForm; plan: number }) {
  const lines = useFieldArray({ control: form.control, name: `plans.${plan}.extraFeatures` });
  const name = PLAN_NAMES[PLAN_TIERS[plan]!];
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm font-semibold text-ink">Lines the card shows after those above</p>
      {lines.fields.length > 0 ? (
        <ol className="flex flex-col gap-3">
          {lines.fields.map((field, i) => (
            <li key={field.id} className="flex items-end gap-2">
              <div className="min-w-0 flex-1">
                <TextField
                  label={`Line ${i + 1}`}
                  maxLength={90}
                  error={errorAt(form, `plans.${plan}.extraFeatures.${i}.text`)}
                  {...form.register(`plans.${plan}.extraFeatures.${i}.text`)}
                />
              </div>
              <div className="flex gap-2 pb-1.5">
                <ItemButtons
                  what={`line ${i + 1} of the ${name}`}
                  index={i}
                  count={lines.fields.length}
                  min={0}
                  onMove={lines.move}
                  onRemove={lines.remove}
                />
              </div>
            </li>
          ))}
        </ol>
      ) : null}
      <GroupError message={errorAt(form, `plans.${plan}.extraFeatures`)} />
      <AddButton
        disabled={lines.fields.length >= MAX_EXTRA_LINES}
        onClick={() => lines.append({ text: '' })}
      >
        <Plus aria-hidden className="size-4" />
        Add a line
      </AddButton>
    </div>
  );
}

/** The cards the plans make, as they are typed. */
function CardsPreview({ form }: { form: ProgramForm }) {
  const plans = useWatch({ control: form.control, name: 'plans' });
  const mostChosen = useWatch({ control: form.control, name: 'mostChosen' });
  return (
    <section aria-labelledby="plan-cards-preview" className="flex flex-col gap-3">
      <h3 id="plan-cards-preview" className="text-base font-bold text-ink">
        The cards as the page will show them
      </h3>
      <PlanCardPreview plans={previewPlans(plans, mostChosen)} />
    </section>
  );
}

/**
 * Basic, Pro and Premium: the price in rupees (sent as paise), what each holds in numbers, its
 * own extra lines, the one marked 'Most chosen', and the cards that make.
 */
export function PlanFields({ form }: { form: ProgramForm }) {
  return (
    <Panel title="Plans and prices">
      <div className="flex flex-col gap-5">
        <FieldNote>
          Prices include GST. Each plan must cost more than the one before it and give at least what
          it gives: its card says “Everything in” it. Orders already placed keep their prices.
        </FieldNote>
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
          {PLAN_TIERS.map((tier, i) => (
            <FieldGroup key={tier} legend={PLAN_NAMES[tier]}>
              <TextField
                label="Price in rupees"
                inputMode="decimal"
                autoComplete="off"
                error={errorAt(form, `plans.${i}.price`)}
                {...form.register(`plans.${i}.price`)}
              />
              <AllowanceFields
                form={form}
                plan={i}
                kind="mentorship"
                label="One-to-one sessions with a mentor"
              />
              <AllowanceFields
                form={form}
                plan={i}
                kind="career"
                label="Career guidance sessions"
              />
              <label className={checkboxLabelClass}>
                <input
                  type="checkbox"
                  className={checkboxClass}
                  {...form.register(`plans.${i}.terms.webinars`)}
                />
                Monthly live webinars
              </label>
              <GroupError message={errorAt(form, `plans.${i}.terms.webinars`)} />
              <TextField
                label="Projects a mentor reviews"
                type="number"
                inputMode="numeric"
                min={0}
                max={6}
                error={errorAt(form, `plans.${i}.terms.projectFeedback`)}
                {...form.register(`plans.${i}.terms.projectFeedback`)}
              />
              <ExtraLines form={form} plan={i} />
            </FieldGroup>
          ))}
        </div>
        <fieldset className="flex flex-col gap-1.5">
          <legend className="mb-1.5 text-sm font-semibold text-ink">
            Marked “Most chosen” on its card
          </legend>
          <div className="flex flex-wrap gap-x-4 gap-y-2">
            <label className={checkboxLabelClass}>
              <input
                type="radio"
                value=""
                className={checkboxClass}
                {...form.register('mostChosen')}
              />
              As the orders show
            </label>
            {PLAN_TIERS.map((tier) => (
              <label key={tier} className={checkboxLabelClass}>
                <input
                  type="radio"
                  value={tier}
                  className={checkboxClass}
                  {...form.register('mostChosen')}
                />
                {PLAN_NAMES[tier]}
              </label>
            ))}
          </div>
          <p className="text-sm text-muted">
            As the orders show: the plan paid orders chose most, once at least five are paid and one
            plan leads; no card is marked until then.
          </p>
          <GroupError message={errorAt(form, 'mostChosen')} />
        </fieldset>
        <CardsPreview form={form} />
      </div>
    </Panel>
  );
}

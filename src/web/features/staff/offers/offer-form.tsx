import { useForm, useWatch } from 'react-hook-form';
import { PLANS } from '../../../../domain/catalogue/plans.ts';
import {
  offerFormSchema,
  offerWindowFields,
  OFFER_NOTE_MAX,
  REFERRER_MAX,
  type OfferForm as OfferFormValues,
  type OfferInput,
  type OfferRequest,
  type StaffOffer,
} from '../../../../domain/staff/offers.ts';
import { Button } from '../../../components/button.tsx';
import { SelectField, TextAreaField, TextField } from '../../../components/form-field.tsx';
import { zodResolver } from '../../../lib/zod-resolver.ts';
import {
  CheckboxGroup,
  checkboxClass,
  checkboxLabelClass,
  FormAnswer,
} from '../cohorts/form-parts.tsx';
import { useRouteChange } from '../../../lib/use-route-change.ts';
import { programSlugChoices } from '../list/program-choices.ts';
import type { OfferChange } from './offer-changes.ts';

const KIND_CHOICES = [
  { value: 'percent', label: 'A percent off' },
  { value: 'amount', label: 'An amount off' },
];

/** Paise as a person types rupees: '500', '249.50'. */
const rupeesText = (paise: number) =>
  paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2);

const blank: OfferFormValues = {
  code: '',
  kind: 'percent',
  percent: '10',
  amount_paise: '',
  starts_on: '',
  starts_time: '',
  ends_on: '',
  ends_time: '',
  max_uses: '',
  max_uses_per_learner: '',
  applies_to: { programs: [], plans: [] },
  referrer_name: '',
  note: '',
};

/** The form's fields of a stored offer: its window in India time, its amount in rupees. */
function valuesOf(offer: StaffOffer): OfferFormValues {
  return {
    code: offer.code,
    kind: offer.kind,
    percent: offer.percent === null ? '' : String(offer.percent),
    amount_paise: offer.amount_paise === null ? '' : rupeesText(offer.amount_paise),
    ...offerWindowFields(offer),
    max_uses: offer.max_uses === null ? '' : String(offer.max_uses),
    max_uses_per_learner:
      offer.max_uses_per_learner === null ? '' : String(offer.max_uses_per_learner),
    applies_to: offer.applies_to,
    referrer_name: offer.referrer_name ?? '',
    note: offer.note ?? '',
  };
}

/**
 * A code's terms: what it gives, when, how often, on what, and who referred. Checked here by
 * the schema the server checks it with; a new code is saved as a draft and opens its page, a
 * code changed stays on its page.
 */
export function OfferForm({ offer }: { offer?: StaffOffer }) {
  const form = useForm<OfferFormValues, unknown, OfferInput>({
    resolver: zodResolver(offerFormSchema),
    defaultValues: offer ? valuesOf(offer) : blank,
  });
  const save = useRouteChange<OfferChange>();
  const { errors } = form.formState;
  const field = { onChange: save.forget };
  const kind = useWatch({ control: form.control, name: 'kind' });

  const submit = form.handleSubmit((checked) => {
    // The fields as typed, the amount read into paise as the API takes it.
    const request: OfferRequest = { ...form.getValues(), amount_paise: checked.amount_paise };
    void save.send(
      offer
        ? { intent: 'edit', id: offer.id, offer: request }
        : { intent: 'create', offer: request },
    );
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label={offer ? `Change ${offer.code}` : 'New code'}
      className="flex flex-col gap-5"
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <TextField
          label="Code"
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={20}
          error={errors.code?.message}
          {...form.register('code', field)}
        />
        <SelectField
          label="What it gives"
          placeholder="Choose"
          options={KIND_CHOICES}
          error={errors.kind?.message}
          {...form.register('kind', field)}
        />
        {kind === 'amount' ? (
          <TextField
            label="Amount off, in rupees"
            inputMode="decimal"
            error={errors.amount_paise?.message}
            {...form.register('amount_paise', field)}
          />
        ) : (
          <TextField
            label="Percent off"
            type="number"
            inputMode="numeric"
            min={1}
            max={90}
            error={errors.percent?.message}
            {...form.register('percent', field)}
          />
        )}
      </div>

      <fieldset className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        <legend className="mb-1.5 text-sm font-semibold text-ink">
          When (India time; leave blank for no limit)
        </legend>
        <TextField
          label="Starts on"
          type="date"
          error={errors.starts_on?.message}
          {...form.register('starts_on', field)}
        />
        <TextField
          label="At (optional)"
          type="time"
          error={errors.starts_time?.message}
          {...form.register('starts_time', field)}
        />
        <TextField
          label="Ends on"
          type="date"
          error={errors.ends_on?.message}
          {...form.register('ends_on', field)}
        />
        <TextField
          label="At (optional; else end of day)"
          type="time"
          error={errors.ends_time?.message}
          {...form.register('ends_time', field)}
        />
      </fieldset>

      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextField
          label="Orders in all (blank: no limit)"
          type="number"
          inputMode="numeric"
          min={1}
          error={errors.max_uses?.message}
          {...form.register('max_uses', field)}
        />
        <TextField
          label="Orders per learner (blank: no limit)"
          type="number"
          inputMode="numeric"
          min={1}
          error={errors.max_uses_per_learner?.message}
          {...form.register('max_uses_per_learner', field)}
        />
      </div>

      <CheckboxGroup
        legend="Programs it applies to (none ticked: every program)"
        error={errors.applies_to?.programs?.message}
      >
        {programSlugChoices().map((program) => (
          <label key={program.value} className={checkboxLabelClass}>
            <input
              type="checkbox"
              value={program.value}
              className={checkboxClass}
              {...form.register('applies_to.programs', field)}
            />
            {program.label}
          </label>
        ))}
      </CheckboxGroup>
      <CheckboxGroup
        legend="Plans it applies to (none ticked: every plan)"
        error={errors.applies_to?.plans?.message}
      >
        {PLANS.map((plan) => (
          <label key={plan.id} className={checkboxLabelClass}>
            <input
              type="checkbox"
              value={plan.id}
              className={checkboxClass}
              {...form.register('applies_to.plans', field)}
            />
            {plan.name}
          </label>
        ))}
      </CheckboxGroup>

      <TextField
        label="Referrer’s full name (learners see the first name only)"
        autoComplete="off"
        maxLength={REFERRER_MAX}
        error={errors.referrer_name?.message}
        {...form.register('referrer_name', field)}
      />
      <TextAreaField
        label="Note for the team (learners never see it)"
        maxLength={OFFER_NOTE_MAX}
        rows={2}
        error={errors.note?.message}
        {...form.register('note', field)}
      />
      <FormAnswer answer={save.answer} />
      <Button type="submit" disabled={save.busy} className="self-start">
        {save.busy ? 'Saving...' : offer ? 'Save changes' : 'Save as draft'}
      </Button>
    </form>
  );
}

import { useForm } from 'react-hook-form';
import type { Profile } from '../../../domain/accounts.ts';
import {
  checkoutFormSchema,
  type CheckoutDetails,
  type CheckoutForm,
} from '../../../domain/checkout.ts';
import { LIMITS } from '../../../domain/field-limits.ts';
import { GST_STATES } from '../../../domain/gst/states.ts';
import { GST_RATE_PERCENT } from '../../../domain/gst/tax-split.ts';
import { formatPaise } from '../../../domain/money.ts';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { LegalConsent } from '../../components/legal-consent.tsx';
import {
  EmailField,
  PhoneField,
  SelectField,
  TextAreaField,
  TextField,
} from '../../components/form-field.tsx';
import { zodResolver } from '../../lib/zod-resolver.ts';

interface Props {
  profile: Profile;
  failure: string | null;
  /** Shown beside the button, so the amount is in sight when the order is placed. */
  totalPaise: number;
  onSubmit: (details: CheckoutDetails) => Promise<void>;
}

const STATE_OPTIONS = GST_STATES.map((s) => ({ value: s.code, label: s.name })).sort((a, b) =>
  a.label.localeCompare(b.label),
);

/** The state this account chose last time, so the next checkout starts with it. */
const stateKey = (profileId: number) => `checkout-state:${profileId}`;
function rememberedState(profileId: number): string {
  try {
    return localStorage.getItem(stateKey(profileId)) ?? '';
  } catch {
    return '';
  }
}

/**
 * Who is buying: filled in from the profile, every field but the GSTIN and the business's name
 * required. The state decides the GST on the invoice (the place of supply); a GSTIN, with the
 * legal name of the business it registers, makes it a business invoice made out to that business.
 */
export function DetailsForm({ profile, failure, totalPaise, onSubmit }: Props) {
  const { register, formState, handleSubmit } = useForm<CheckoutForm>({
    resolver: zodResolver(checkoutFormSchema),
    defaultValues: {
      name: profile.username,
      email: profile.email,
      address: '',
      phone: profile.phone,
      state: rememberedState(profile.id),
      buyer_gstin: '',
      buyer_company: '',
    },
  });
  const submit = async (details: CheckoutForm) => {
    try {
      localStorage.setItem(stateKey(profile.id), details.state);
    } catch {
      // Storage refused: the form asks again next time.
    }
    await onSubmit(details);
  };
  const { errors, isSubmitting } = formState;
  return (
    <form
      noValidate
      onSubmit={handleSubmit(submit)}
      aria-label="Your details"
      className="flex flex-col gap-4"
    >
      <h2 className="text-xl font-bold text-ink">Your details</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Full name"
          autoComplete="name"
          required
          error={errors.name?.message}
          {...register('name')}
        />
        <EmailField error={errors.email?.message} {...register('email')} />
      </div>
      <TextAreaField
        label="Address"
        autoComplete="street-address"
        required
        rows={3}
        error={errors.address?.message}
        {...register('address')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <PhoneField error={errors.phone?.message} {...register('phone')} />
        <SelectField
          label="State"
          placeholder="Choose your state"
          autoComplete="address-level1"
          options={STATE_OPTIONS}
          required
          error={errors.state?.message}
          {...register('state')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="GSTIN (for a business invoice)"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          error={errors.buyer_gstin?.message}
          {...register('buyer_gstin')}
        />
        {/* The invoice bills the business the GSTIN registers, by its legal name. */}
        <TextField
          label="Business's legal name"
          autoComplete="organization"
          maxLength={LIMITS.company}
          error={errors.buyer_company?.message}
          {...register('buyer_company')}
        />
      </div>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <p className="flex items-baseline justify-between gap-4 border-t border-line pt-4">
        <span className="font-bold text-ink">Total to pay</span>
        <span className="text-right">
          <span className="text-xl font-extrabold text-brand-950">{formatPaise(totalPaise)}</span>{' '}
          <span className="text-xs whitespace-nowrap text-muted">
            incl. {GST_RATE_PERCENT}% GST
          </span>
        </span>
      </p>
      <LegalConsent action="placing the order" />
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? 'Placing order...' : 'Continue to payment'}
      </Button>
    </form>
  );
}

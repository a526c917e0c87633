import { GST_STATES } from '../../../../domain/gst/states.ts';
import {
  EMAIL_INPUT,
  PhoneField,
  SelectField,
  TextAreaField,
  TextField,
} from '../../../components/form-field.tsx';
import type { FieldBinding } from './use-paid-order-form.ts';

/** The GST states and union territories, by name: the buyer's place of supply. */
const STATE_CHOICES = GST_STATES.map((s) => ({ value: s.code, label: s.name })).sort((a, b) =>
  a.label.localeCompare(b.label),
);

/**
 * Who an order staff record is for, and where: name, email, phone, state and address, in the
 * grid of two columns that holds them. The email is an account's on the site.
 */
export function BuyerFields({
  bind,
  nameLabel = 'Name',
  emailLabel = 'Email',
}: {
  bind: FieldBinding<'name' | 'email' | 'phone' | 'state' | 'address'>;
  /** Where the buyer is a company's billing contact, the labels say so. */
  nameLabel?: string;
  emailLabel?: string;
}) {
  return (
    <>
      <TextField
        label={nameLabel}
        autoComplete="off"
        required
        error={bind.error('name')}
        {...bind.register('name')}
      />
      <TextField
        label={emailLabel}
        {...EMAIL_INPUT}
        autoComplete="off"
        required
        error={bind.error('email')}
        {...bind.register('email')}
      />
      <PhoneField autoComplete="off" error={bind.error('phone')} {...bind.register('phone')} />
      <SelectField
        label="State"
        placeholder="Choose the state"
        options={STATE_CHOICES}
        error={bind.error('state')}
        {...bind.register('state')}
      />
      <div className="md:col-span-2">
        <TextAreaField
          label="Address"
          rows={3}
          required
          error={bind.error('address')}
          {...bind.register('address')}
        />
      </div>
    </>
  );
}

/** The business the invoice is made out to, in the same grid: its legal name and GSTIN. */
export function BusinessFields({
  bind,
  companyLabel,
  companyRequired = false,
}: {
  bind: FieldBinding<'company' | 'buyer_gstin'>;
  companyLabel: string;
  companyRequired?: boolean;
}) {
  return (
    <>
      <TextField
        label={companyLabel}
        autoComplete="off"
        required={companyRequired}
        error={bind.error('company')}
        {...bind.register('company')}
      />
      <TextField
        label="GSTIN (optional)"
        autoComplete="off"
        maxLength={20}
        className="uppercase"
        error={bind.error('buyer_gstin')}
        {...bind.register('buyer_gstin')}
      />
    </>
  );
}

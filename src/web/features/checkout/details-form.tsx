import { useForm } from 'react-hook-form';
import type { Profile } from '../../../domain/accounts.ts';
import { checkoutDetailsSchema, type CheckoutDetails } from '../../../domain/checkout.ts';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import {
  EMAIL_INPUT,
  PHONE_INPUT,
  TextAreaField,
  TextField,
} from '../../components/form-field.tsx';
import { zodResolver } from '../../lib/zod-resolver.ts';

interface Props {
  profile: Profile;
  failure: string | null;
  onSubmit: (details: CheckoutDetails) => Promise<void>;
}

/** Who is buying: filled in from the profile, every field required. */
export function DetailsForm({ profile, failure, onSubmit }: Props) {
  const { register, formState, handleSubmit } = useForm<CheckoutDetails>({
    resolver: zodResolver(checkoutDetailsSchema),
    defaultValues: {
      name: profile.username,
      email: profile.email,
      address: '',
      phone: profile.phone,
    },
  });
  const { errors, isSubmitting } = formState;
  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
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
        <TextField
          label="Email"
          {...EMAIL_INPUT}
          required
          error={errors.email?.message}
          {...register('email')}
        />
      </div>
      <TextAreaField
        label="Address"
        autoComplete="street-address"
        required
        rows={3}
        error={errors.address?.message}
        {...register('address')}
      />
      <TextField
        label="Phone"
        {...PHONE_INPUT}
        required
        error={errors.phone?.message}
        {...register('phone')}
      />
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? 'Placing order...' : 'Continue to payment'}
      </Button>
    </form>
  );
}

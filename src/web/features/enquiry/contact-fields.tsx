import type { FieldErrors, Path, UseFormRegister } from 'react-hook-form';
import { EMAIL_INPUT, PHONE_INPUT, TextField } from '../../components/form-field.tsx';

export interface ContactDetails {
  name: string;
  email: string;
  phone: string;
  company?: string;
}

interface Props<T extends ContactDetails> {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}

/** Name, Email, Phone and an optional Company: the fields every enquiry form starts with. */
export function ContactFields<T extends ContactDetails>({
  register: registerAny,
  errors: errorsAny,
}: Props<T>) {
  const register = (name: keyof ContactDetails) => registerAny(name as Path<T>);
  const errors = errorsAny as FieldErrors<ContactDetails>;
  return (
    <>
      <TextField
        label="Name"
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
      <TextField
        label="Phone"
        {...PHONE_INPUT}
        required
        error={errors.phone?.message}
        {...register('phone')}
      />
      <TextField
        label="Company or college (optional)"
        autoComplete="organization"
        error={errors.company?.message}
        {...register('company')}
      />
    </>
  );
}

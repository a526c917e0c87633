import type { FieldErrors, Path, UseFormRegister } from 'react-hook-form';
import { EmailField, PhoneField, TextField } from '../../components/form-field.tsx';

export interface ContactDetails {
  name: string;
  email: string;
  phone: string;
  company?: string;
}

/** The contact fields of an enquiry form before anything is typed. */
export const NO_CONTACT: Required<ContactDetails> = { name: '', email: '', phone: '', company: '' };

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
      <EmailField error={errors.email?.message} {...register('email')} />
      <PhoneField error={errors.phone?.message} {...register('phone')} />
      <TextField
        label="Company or college (optional)"
        autoComplete="organization"
        error={errors.company?.message}
        {...register('company')}
      />
    </>
  );
}

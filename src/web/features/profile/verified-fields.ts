import { EMAIL_INPUT, PHONE_INPUT } from '../../components/form-field.tsx';

/** The account details changed with an emailed code, as their rows show them. */
export const VERIFIED_FIELDS = {
  username: { label: 'Full name', input: { autoComplete: 'name' } },
  email: { label: 'Email', input: EMAIL_INPUT },
  phone: { label: 'Phone', input: PHONE_INPUT },
} as const;

export type VerifiedField = keyof typeof VERIFIED_FIELDS;

import { z } from './zod.ts';

/**
 * Field rules shared by every form and request. Each message is the exact text a person sees,
 * in the browser and in the API's `{error}`, so both sides agree word for word.
 */

// The spec's rule: "email of form {email} without spaces".
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const TEN_DIGITS = /^\d{10}$/;

export const LIMITS = {
  name: 100,
  email: 254,
  company: 120,
  subject: 150,
  message: 5000,
  program: 120,
  officeMotive: 1000,
  preference: 200,
} as const;

interface TextOptions {
  /** Shown when the value is missing or blank. */
  required: string;
  /** The field's label, used in the length message. */
  label: string;
  max: number;
}

/** A required, trimmed piece of text with a maximum length. */
export function requiredText({ required, label, max }: TextOptions) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: `${label} must be at most ${max} characters.` });
}

export const nameField = requiredText({
  required: 'Enter a valid name.',
  label: 'Name',
  max: LIMITS.name,
});

/**
 * An account's username, which is the person's full name. Logins take a username or an email,
 * so a name may not hold an '@': it could otherwise be someone else's email address.
 */
export const accountNameField = nameField.regex(/^[^@]*$/, { error: 'Enter a valid name.' });

export const emailField = z
  .string({ error: 'Enter a valid email.' })
  .trim()
  .max(LIMITS.email, { error: 'Enter a valid email.' })
  .regex(EMAIL_PATTERN, { error: 'Enter a valid email.' });

export const phoneField = z
  .string({ error: 'Enter a 10-digit phone number.' })
  .trim()
  .regex(TEN_DIGITS, { error: 'Enter a 10-digit phone number.' });

export const companyField = requiredText({
  required: 'Enter your company or college.',
  label: 'Company',
  max: LIMITS.company,
});

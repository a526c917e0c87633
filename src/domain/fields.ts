import { LIMITS } from './field-limits.ts';
import { hasLookAlikeCharacters, mixesScripts } from './email-addresses.ts';
import { breaksTheLine, hasInvisibleCharacters, isBrokenText } from './printable-text.ts';
import { isReservedName } from './reserved-names.ts';
import { z } from './zod.ts';

/**
 * Field rules shared by every form and request. Each message is the exact text a person sees,
 * in the browser and in the API's `{error}`, so both sides agree word for word.
 */

// The spec's rule: "email of form {email} without spaces".
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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

/**
 * A person's name as others will see it: on an account, under a review, on an order, its invoice
 * and certificate, in the team's inbox. Normalised (NFKC) first, so that full-width letters and
 * ligatures are judged as the letters they show. Line breaks and control characters would break
 * the lines of mail, PDFs and logs it is quoted in; invisible characters (zero-width spaces,
 * joiners, bidi controls, Hangul fillers) let one name pass for another or print the words after
 * them backwards. An '@' is refused because logins take a username or an email: a name could
 * otherwise be someone else's email address.
 */
export function personNameField(required: string) {
  return z
    .string({ error: required })
    .normalize('NFKC')
    .trim()
    .min(1, { error: required })
    .max(LIMITS.name, { error: `Name must be at most ${LIMITS.name} characters.` })
    .refine((name) => !breaksTheLine(name), {
      error: 'Write your name on one line, without tabs or control characters.',
    })
    .refine((name) => !isBrokenText(name), {
      error:
        'Your name has a character that is not text (such as half of an emoji). Type it again.',
    })
    .refine((name) => !hasInvisibleCharacters(name), {
      error: 'Your name has an invisible character (such as a zero-width space). Type it again.',
    })
    .refine((name) => !name.includes('@'), { error: 'Enter a valid name.' })
    .refine((name) => !isReservedName(name), {
      error: 'That name is reserved for the site. Choose another.',
    });
}

/** A name a person gives as theirs: an account's username, a buyer's, an enquirer's. */
export const nameField = personNameField('Enter a valid name.');

/**
 * An address in the one form mail is sent to, that reads as it is: one with an invisible
 * character, one that NFKC would change (full-width 'ａdmin@…') or one mixing scripts (a Cyrillic
 * 'а' in 'аdmin@…') is refused, not folded, so that it cannot be taken for the address it imitates.
 */
export const emailField = z
  .string({ error: 'Enter a valid email.' })
  .trim()
  .max(LIMITS.email, { error: 'Enter a valid email.' })
  .regex(EMAIL_PATTERN, { error: 'Enter a valid email.' })
  .refine((address) => !/\p{Cc}/u.test(address) && !isBrokenText(address), {
    error: 'Enter a valid email.',
  })
  .refine((address) => !hasInvisibleCharacters(address), {
    error:
      'This email address has an invisible character (such as a zero-width space or a soft hyphen). Type it again.',
  })
  .refine((address) => !hasLookAlikeCharacters(address), {
    error:
      'Use the address exactly as your mail provider writes it: it contains look-alike characters.',
  })
  .refine((address) => !mixesScripts(address), {
    error:
      'This email address mixes alphabets (such as Latin and Cyrillic letters) in one part. Type it exactly as your mail provider writes it.',
  });

const PHONE_MESSAGE = 'Enter a 10-digit phone number.';

/**
 * An Indian phone number as people type it: '+91 98765 43210', '098765-43210',
 * '(98765) 43210' and '9876543210' are all 9876543210. Spaces, hyphens, dots and brackets are
 * ignored, then one prefix is dropped: +91, 0091, 91 before ten digits, or the trunk 0.
 * Anything else is not a number we can call back: undefined.
 */
export function normalisePhone(typed: string): string | undefined {
  const compact = typed.trim().replace(/[\s().-]/g, '');
  const digits = /^\+91(\d{10})$|^0091(\d{10})$|^91(\d{10})$|^0(\d{10})$|^(\d{10})$/.exec(compact);
  return digits?.slice(1).find(Boolean);
}

export const phoneField = z
  .string({ error: PHONE_MESSAGE })
  .refine((typed) => normalisePhone(typed) !== undefined, { error: PHONE_MESSAGE })
  .transform((typed) => normalisePhone(typed)!);

/** Optional text: missing and blank are both '' (nothing to show). */
export function optionalText({ label, max }: { label: string; max: number }) {
  return z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters.` })
    .default('');
}

/** Optional on every enquiry form: a learner asking about a course may have neither. */
export const companyField = optionalText({ label: 'Company', max: LIMITS.company });

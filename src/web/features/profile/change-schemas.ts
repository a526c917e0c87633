// Imported when an editor opens, not with the page: it brings zod (see use-editor-form.ts).
import { updateProfileSchema } from '../../../domain/accounts.ts';
import { emailField, nameField, phoneField } from '../../../domain/fields.ts';
import { z } from '../../../domain/zod.ts';
import '../../lib/reserve-site-name.ts';
import type { VerifiedField } from './verified-fields.ts';

const NEW_VALUE = { username: nameField, email: emailField, phone: phoneField };

/**
 * Before a code is sent: the new value alone, by the rule the request will check it with, and
 * not the one the account has (told apart as people type them: 'Asha@Example.com' is the same).
 */
export const newValueSchema = (
  field: VerifiedField,
  { current, unchanged }: { current: string; unchanged: string },
) =>
  z
    .object({ value: NEW_VALUE[field] })
    .refine(({ value }) => value.toLowerCase() !== current.toLowerCase(), {
      error: unchanged,
      path: ['value'],
    });

// Each editor holds the inputs of its request; the request also names the field, which the
// editor knows: it is added, then the request is checked by its own schema.

/** The new value with its code (and, for an email, the current password). */
export const verifiedChangeSchema = (field: VerifiedField) =>
  z.preprocess(
    (inputs: { value: string; verification_code: string; password: string }) => ({
      field,
      ...inputs,
    }),
    updateProfileSchema,
  );

/** The new password (`value`) and the current one. */
export const passwordChangeSchema = z.preprocess(
  (inputs: { value: string; password: string }) => ({ field: 'password', ...inputs }),
  updateProfileSchema,
);

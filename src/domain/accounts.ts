import { PASSWORD_TOO_SHORT } from './account-messages.ts';
import { emailField, nameField, phoneField } from './fields.ts';
import { ROLES } from './roles.ts';
import { z } from './zod.ts';

export const PASSWORD_MIN = 8;
/** argon2 has no length cut-off like bcrypt's 72 bytes; this only bounds the work per request. */
export const PASSWORD_MAX = 256;

const passwordField = z
  .string({ error: PASSWORD_TOO_SHORT })
  .min(PASSWORD_MIN, { error: PASSWORD_TOO_SHORT })
  .max(PASSWORD_MAX, { error: `Password must be at most ${PASSWORD_MAX} characters.` });

const BODY = { error: 'Send the form as a JSON object.' };

/**
 * A code from a mail the site sent: six digits, or ten for a reset code after the day's first
 * three (server/auth/one-time-codes.ts). Spaces a person types between groups are ignored.
 */
export const codeField = z
  .string({ error: 'Enter the 6-digit code from your email.' })
  .transform((code) => code.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^(\d{6}|\d{10})$/, { error: 'Enter the 6-digit code from your email.' }));

/** A body that is one mailed code. */
export const mailedCodeSchema = z.object({ code: codeField }, BODY);
/** POST /api/email-proof/: the code mailed at sign-up, proving the account's address. */
export const emailProofSchema = mailedCodeSchema;

/**
 * What POST /api/signup/ takes. The fields are in the spec's order, so the first problem
 * reported is the one the spec says wins: name, email, phone, password.
 */
export const signupSchema = z.object(
  { username: nameField, email: emailField, phone: phoneField, password: passwordField },
  BODY,
);
export type Signup = z.infer<typeof signupSchema>;

/** The sign-up form adds the confirmation, checked last. */
export const signupFormSchema = signupSchema
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    error: 'Passwords do not match.',
    path: ['confirmPassword'],
  });

export const LOGIN_INVALID = 'Please enter valid username and password (min 8 chars).';

/** `username` is a username or an email address. */
export const loginSchema = z.object(
  {
    username: z
      .string({ error: LOGIN_INVALID })
      .trim()
      .min(1, { error: LOGIN_INVALID })
      .max(254, { error: LOGIN_INVALID }),
    password: z
      .string({ error: LOGIN_INVALID })
      .min(PASSWORD_MIN, { error: LOGIN_INVALID })
      .max(PASSWORD_MAX, { error: LOGIN_INVALID }),
  },
  BODY,
);
export type Login = z.infer<typeof loginSchema>;

/** GET /api/profile/ */
export const profileSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  phone: z.string(),
  photo_url: z.string().nullable(),
  /** The owner: they may delete any review from the program page. */
  is_admin: z.boolean(),
  role: z.enum(ROLES),
  /** The account has proved it receives mail at `email`; until then it may not order. */
  email_proved: z.boolean(),
  /** The account's email is ADMIN_EMAIL and it is not yet the owner: it may prove the address. */
  can_claim_owner: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

const identifierField = z
  .string({ error: 'Enter your username or email.' })
  .trim()
  .min(1, { error: 'Enter your username or email.' })
  .max(254, { error: 'Enter your username or email.' });

/** POST /api/forgot-password-otp/ */
export const forgotPasswordOtpSchema = z.object({ username: identifierField }, BODY);

/** POST /api/forgot-password-verify/ */
export const forgotPasswordVerifySchema = z.object(
  {
    username: identifierField,
    otp: codeField,
    new_password: passwordField,
  },
  BODY,
);

/** POST /api/send-verification-code/: the new address for an email change, else the account's. */
export const sendVerificationCodeSchema = z.object({ email: emailField }, BODY);

const currentPasswordField = z
  .string({ error: 'Enter your current password.' })
  .min(1, { error: 'Enter your current password.' })
  .max(PASSWORD_MAX, { error: 'Your current password is not right.' });

/**
 * POST /api/update-profile/: one field at a time, each with its proof. An email change needs the
 * current password as well as the code sent to the new address: a session alone (a borrowed
 * laptop) must not be enough to take the account's mail away from its owner.
 */
export const updateProfileSchema = z.discriminatedUnion(
  'field',
  [
    z.object({
      field: z.literal('username'),
      value: nameField,
      verification_code: codeField,
    }),
    z.object({
      field: z.literal('email'),
      value: emailField,
      verification_code: codeField,
      password: currentPasswordField,
    }),
    z.object({ field: z.literal('phone'), value: phoneField, verification_code: codeField }),
    z.object({
      field: z.literal('password'),
      value: passwordField,
      password: currentPasswordField,
    }),
  ],
  { error: 'Choose what to change: username, email, phone or password.' },
);
export type UpdateProfile = z.infer<typeof updateProfileSchema>;

/** POST /api/undo-email-change/: the token from the link mailed to the old address. */
export const undoEmailChangeSchema = z.object(
  {
    token: z
      .string({ error: 'This link is not complete. Open it from the email again.' })
      .trim()
      .regex(/^[\w-]{20,100}$/, {
        error: 'This link is not complete. Open it from the email again.',
      }),
  },
  BODY,
);

export const EMAIL_CHANGE_UNDO_DAYS = 7;

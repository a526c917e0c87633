import { PLANS } from '../catalogue/plans.ts';
import { findProgram } from '../catalogue/programs.ts';
import { clockTime, formatStartDay, istParts, istToUtc } from '../delivery/session-time.ts';
import { addDays, istDayStartIso } from '../india-time.ts';
import { parseRupees } from '../money.ts';
import {
  OFFER_KINDS,
  OFFER_STATUSES,
  type AppliesTo,
  type OfferKind,
  type OfferStatus,
} from '../offers.ts';
import { breaksTheLine } from '../printable-text.ts';
import { z } from '../zod.ts';
import { listQueryFields, pageOf, personRefSchema } from './list-query.ts';

export const OFFER_STATUS_LABELS: Record<OfferStatus, string> = {
  draft: 'Draft',
  live: 'Live',
  disabled: 'Disabled',
};

export const OFFER_CODE_MESSAGE = 'A code is 3 to 20 letters, digits or hyphens.';
export const PERCENT_MESSAGE = 'Enter the percent off: a whole number from 1 to 90.';
export const AMOUNT_MESSAGE = 'Enter the amount off in rupees, like 500 or 249.50.';
const COUNT_MAX = 1_000_000;
export const REFERRER_MAX = 80;
export const OFFER_NOTE_MAX = 500;

const blankToNull = (value: unknown) =>
  value === '' || value === undefined || (typeof value === 'number' && Number.isNaN(value))
    ? null
    : value;

/** A whole number from `min` to `max`, or none (blank). */
const optionalWhole = (min: number, max: number, message: string) =>
  z.preprocess(
    blankToNull,
    z
      .null()
      .or(
        z.coerce
          .number({ error: message })
          .int({ error: message })
          .min(min, { error: message })
          .max(max, { error: message }),
      ),
  );

const optionalText = (max: number, label: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z.preprocess(
      blankToNull,
      z
        .string()
        .max(max, { error: `${label} must be at most ${max} characters.` })
        .refine((text) => !breaksTheLine(text), {
          error: `Write the ${label.toLowerCase()} on one line.`,
        })
        .nullable(),
    ),
  );

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (day: string) =>
  DAY.test(day) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);
const optionalDay = (label: string) =>
  z
    .string()
    .trim()
    .refine((day) => day === '' || isDay(day), { error: `Enter the ${label} as a real date.` });
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
const optionalClock = z
  .string()
  .trim()
  .refine((time) => time === '' || CLOCK.test(time), { error: 'Enter a time such as 18:00.' });

/**
 * The code as people type it: ' spring25 ' is SPRING25. Letters, digits and hyphens only, so that a
 * code reads the same on a phone, an invoice and a poster.
 */
export const offerCodeField = z
  .string({ error: OFFER_CODE_MESSAGE })
  .transform((typed) => typed.trim().toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9-]{3,20}$/, { error: OFFER_CODE_MESSAGE }));

const PLAN_IDS = new Set<string>(PLANS.map((p) => p.id));

const appliesToField = z.object({
  programs: z
    .array(z.string())
    .max(100)
    // The programs published when the offer is saved, listed or not.
    .refine((slugs) => slugs.every((slug) => findProgram(slug)?.slug === slug), {
      error: 'Choose programs from the catalogue.',
    })
    .default([]),
  plans: z
    .array(z.string())
    .max(PLANS.length)
    .refine((ids) => ids.every((id) => PLAN_IDS.has(id)), { error: 'Choose plans from the list.' })
    .default([]),
});

/**
 * When a code's window opens and closes, from the dates and times the console takes (India
 * time). A start with no time opens at the start of its day; an end with no time lasts to the
 * end of its day. Stored as UTC instants; the window is [starts_at, ends_at).
 */
export function offerWindowOf(fields: {
  starts_on: string;
  starts_time: string;
  ends_on: string;
  ends_time: string;
}): { starts_at: string | null; ends_at: string | null } {
  const { starts_on, starts_time, ends_on, ends_time } = fields;
  return {
    starts_at: starts_on ? istToUtc(starts_on, starts_time || '00:00') : null,
    ends_at: ends_on
      ? ends_time
        ? istToUtc(ends_on, ends_time)
        : istDayStartIso(addDays(ends_on, 1))
      : null,
  };
}

/** The form's dates and times (India time) of a stored window: offerWindowOf, undone. */
export function offerWindowFields(offer: { starts_at: string | null; ends_at: string | null }) {
  const start = offer.starts_at ? istParts(offer.starts_at) : undefined;
  const end = offer.ends_at ? istParts(offer.ends_at) : undefined;
  // An end at midnight is the end of the day before: the way it was most likely entered.
  const endOfDay = end?.time === '00:00';
  return {
    starts_on: start?.date ?? '',
    starts_time: start && start.time !== '00:00' ? start.time : '',
    ends_on: end ? (endOfDay ? addDays(end.date, -1) : end.date) : '',
    ends_time: end && !endOfDay ? end.time : '',
  };
}

/** '1 Dec 2026, 6:00 pm' or, at a day's edge, the day alone. */
function edgeWords(day: string, time: string): string {
  const date = formatStartDay(day).replace(/^\w+ /, '');
  if (!time) return date;
  const [hours, minutes] = time.split(':').map(Number);
  return `${date}, ${clockTime(hours! * 60 + minutes!, true)}`;
}

/** When a code can be used, as the console lists it: 'Any time', 'From 1 Dec 2026', ... (IST). */
export function offerWindowText(offer: { starts_at: string | null; ends_at: string | null }) {
  const f = offerWindowFields(offer);
  const from = f.starts_on ? edgeWords(f.starts_on, f.starts_time) : '';
  const to = f.ends_on ? edgeWords(f.ends_on, f.ends_time) : '';
  if (from && to) return `${from} to ${to}`;
  if (from) return `From ${from}`;
  if (to) return `Until ${to}`;
  return 'Any time';
}

const AMOUNT_LIMITS = (amount: z.ZodNumber) =>
  amount
    .int({ error: AMOUNT_MESSAGE })
    .min(100, { error: 'The amount off must be at least ₹1.' })
    .max(10_000_000, { error: 'The amount off must be at most ₹1,00,000.' });

/** The API's amount off: paise, a whole number. */
const paiseAmount = z.preprocess(
  blankToNull,
  z.null().or(AMOUNT_LIMITS(z.number({ error: AMOUNT_MESSAGE }))),
);

/** The form's amount off: rupees as typed ('500', '249.50'), read as paise. */
const rupeesAmount = z.preprocess(
  (value) => {
    const blank = blankToNull(value);
    return typeof blank === 'string' ? (parseRupees(blank) ?? Number.NaN) : blank;
  },
  z.null().or(AMOUNT_LIMITS(z.number({ error: AMOUNT_MESSAGE }))),
);

/** The offer's fields, with the amount off read by `amount`: paise (the API) or rupees (the form). */
function offerSchemaOf(amount: typeof paiseAmount) {
  return z
    .object({
      code: offerCodeField,
      kind: z.enum(OFFER_KINDS, { error: 'Choose what the code gives: a percent or an amount.' }),
      percent: optionalWhole(1, 90, PERCENT_MESSAGE),
      amount_paise: amount,
      starts_on: optionalDay('start date').default(''),
      starts_time: optionalClock.default(''),
      ends_on: optionalDay('end date').default(''),
      ends_time: optionalClock.default(''),
      max_uses: optionalWhole(
        1,
        COUNT_MAX,
        'Enter how many orders in all may use it, or leave it blank.',
      ),
      max_uses_per_learner: optionalWhole(
        1,
        COUNT_MAX,
        'Enter how many orders one learner may use it on, or leave it blank.',
      ),
      applies_to: appliesToField.default({ programs: [], plans: [] }),
      referrer_name: optionalText(REFERRER_MAX, 'Referrer'),
      note: optionalText(OFFER_NOTE_MAX, 'Note'),
    })
    .superRefine((offer, ctx) => {
      const issue = (path: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      if (offer.kind === 'percent' && offer.percent === null) issue('percent', PERCENT_MESSAGE);
      if (offer.kind === 'amount' && offer.amount_paise === null) {
        issue('amount_paise', AMOUNT_MESSAGE);
      }
      if (offer.starts_time && !offer.starts_on) issue('starts_on', 'Enter the start date too.');
      if (offer.ends_time && !offer.ends_on) issue('ends_on', 'Enter the end date too.');
      const readable = [offer.starts_on, offer.ends_on].every((d) => d === '' || isDay(d));
      const clocks = [offer.starts_time, offer.ends_time].every((t) => t === '' || CLOCK.test(t));
      if (!readable || !clocks) return;
      const { starts_at, ends_at } = offerWindowOf(offer);
      if (starts_at && ends_at && ends_at <= starts_at) {
        issue('ends_on', 'The end must be after the start.');
      }
    })
    .transform(({ starts_on, starts_time, ends_on, ends_time, ...offer }) => ({
      ...offer,
      percent: offer.kind === 'percent' ? offer.percent : null,
      amount_paise: offer.kind === 'amount' ? offer.amount_paise : null,
      ...offerWindowOf({ starts_on, starts_time, ends_on, ends_time }),
    }));
}

/**
 * POST /api/staff/offers/ and PATCH /api/staff/offers/:id/: the whole offer, dates and times
 * in India time as typed, the amount off in paise. The output is the offer as stored: the
 * window as UTC instants, blanks as null, and only its kind's own figure.
 */
export const offerInputSchema = offerSchemaOf(paiseAmount);
export type OfferInput = z.output<typeof offerInputSchema>;

/**
 * The console's form as it holds the fields: as typed, every one text but the choices. (A type,
 * not an interface: sent as JSON, it must read as one.)
 */
export type OfferForm = {
  code: string;
  kind: OfferKind;
  percent: string;
  /** Rupees, as typed. */
  amount_paise: string;
  starts_on: string;
  starts_time: string;
  ends_on: string;
  ends_time: string;
  max_uses: string;
  max_uses_per_learner: string;
  applies_to: AppliesTo;
  referrer_name: string;
  note: string;
};

/** The API's body: the form's fields, blanks as '' or null, numbers as numbers or as typed. */
export type OfferRequest = Omit<
  OfferForm,
  'percent' | 'amount_paise' | 'max_uses' | 'max_uses_per_learner' | 'referrer_name' | 'note'
> & {
  percent: number | string | null;
  /** Paise. */
  amount_paise: number | null;
  max_uses: number | string | null;
  max_uses_per_learner: number | string | null;
  referrer_name: string | null;
  note: string | null;
};

/**
 * The console's form: the same rules, the amount off typed in rupees. Its fields are read
 * whatever they hold (blank, text or a number), so zod cannot name their types: the form's own
 * are OfferForm's.
 */
export const offerFormSchema = offerSchemaOf(rupeesAmount) as unknown as z.ZodType<
  OfferInput,
  OfferForm
>;

/** POST /api/staff/offers/:id/status/: the owner puts a code on or takes it off, at once. */
export const offerStatusChangeSchema = z.object({
  status: z.enum(['live', 'disabled'], { error: 'Make the code live or disable it.' }),
});
export type OfferStatusChange = z.infer<typeof offerStatusChangeSchema>;

/** GET /api/staff/offers/ */
export const offerQuerySchema = z.object({
  ...listQueryFields,
  status: z.enum(OFFER_STATUSES, { error: 'status is draft, live or disabled.' }).optional(),
});
export type OfferQuery = z.infer<typeof offerQuerySchema>;

export const offerParamsSchema = z.object({
  id: z.coerce.number({ error: 'There is no such offer.' }).int().positive().max(2_147_483_647),
});

export const staffOfferSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(OFFER_KINDS),
  percent: z.number().int().nullable(),
  amount_paise: z.number().int().nullable(),
  /** '10% off' or '₹500 off'. */
  label: z.string(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  max_uses: z.number().int().nullable(),
  max_uses_per_learner: z.number().int().nullable(),
  applies_to: z.object({ programs: z.array(z.string()), plans: z.array(z.string()) }),
  referrer_name: z.string().nullable(),
  status: z.enum(OFFER_STATUSES),
  note: z.string().nullable(),
  /** Orders holding a use now: awaiting payment, payment reported, paid or refunded. */
  uses: z.number().int(),
  created_by: personRefSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type StaffOffer = z.infer<typeof staffOfferSchema>;
export const staffOfferPageSchema = pageOf(staffOfferSchema);
export type StaffOfferPage = z.infer<typeof staffOfferPageSchema>;

/** 'Python, Java; Pro and Premium plans' or 'Everything': what a code gives a discount on. */
export function appliesToText(appliesTo: StaffOffer['applies_to']): string {
  const programs = appliesTo.programs.map((slug) => findProgram(slug)?.name ?? slug);
  const plans = appliesTo.plans.map(
    (id) => PLANS.find((p) => p.id === id)?.name.replace(/ Plan$/, '') ?? id,
  );
  const planWords =
    plans.length === 0
      ? ''
      : `${plans.length === 1 ? plans[0] : `${plans.slice(0, -1).join(', ')} and ${plans.at(-1)}`} plan${plans.length === 1 ? '' : 's'}`;
  if (programs.length === 0 && !planWords) return 'Everything';
  if (programs.length === 0) return `Every program, ${planWords}`;
  return planWords ? `${programs.join(', ')}; ${planWords}` : programs.join(', ');
}

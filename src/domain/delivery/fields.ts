import { findProgram } from '../catalogue/programs.ts';
import { z } from '../zod.ts';

/** Ids in addresses and bodies: positive, and small enough for every engine's integer. */
export const recordId = (error: string) =>
  z.coerce.number({ error }).int({ error }).positive({ error }).max(2_147_483_647, { error });

/** A program of the catalogue, by its slug (its path without the slash). */
export const programSlugField = z
  .string({ error: 'Choose a program.' })
  .refine((slug) => findProgram(slug)?.slug === slug, {
    error: 'Choose a program from the catalogue.',
  });

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day, 'YYYY-MM-DD', that exists. */
export const dayField = (label: string) =>
  z
    .string({ error: `Enter the ${label}.` })
    .regex(DAY, { error: `Enter the ${label} as a date.` })
    .refine(
      (day) => {
        const at = Date.parse(`${day}T00:00:00Z`);
        return !Number.isNaN(at) && new Date(at).toISOString().slice(0, 10) === day;
      },
      { error: `The ${label} is not a real date.` },
    );

/** 'HH:MM', 24-hour, India time. */
export const clockField = z
  .string({ error: 'Enter a time.' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Enter a time such as 19:00.' });

function isHttpsLink(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.');
  } catch {
    return false;
  }
}

export const LINK_MAX = 500;

/** A link people open: https only, so that no one is sent to a page anyone could rewrite. */
export const httpsLinkField = z
  .string({ error: 'Enter a link.' })
  .trim()
  .min(1, { error: 'Enter a link.' })
  .max(LINK_MAX, { error: `A link must be at most ${LINK_MAX} characters.` })
  .refine(isHttpsLink, { error: 'Enter a full link that starts with https://' });

/** The same, where an empty value removes the link. */
export const optionalHttpsLinkField = z
  .string()
  .trim()
  .transform((value) => (value === '' ? null : value))
  .pipe(httpsLinkField.nullable())
  .or(z.null());

export const REASON_MAX = 300;

/** Why a session moved or was cancelled: learners read it in their mail. */
export const reasonField = z
  .string({ error: 'Say why, for the learners.' })
  .trim()
  .min(3, { error: 'Say why, for the learners.' })
  .max(REASON_MAX, { error: `Keep the reason to ${REASON_MAX} characters.` });

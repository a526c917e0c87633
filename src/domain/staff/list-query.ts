import { z } from '../zod.ts';

export const PAGE_SIZE_DEFAULT = 25;
/** Lists never answer more rows than this, whatever is asked. */
export const PAGE_SIZE_MAX = 100;
export const SEARCH_MAX = 100;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (label: string) =>
  z
    .string()
    .regex(DAY, { error: `${label} must be a date (YYYY-MM-DD).` })
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), {
      error: `${label} must be a real date.`,
    })
    .optional();

/** Query-string fields every staff list takes: page, page size, dates (India time) and search. */
export const listQueryFields = {
  page: z.coerce
    .number({ error: 'page must be a number.' })
    .int({ error: 'page must be a whole number.' })
    .min(1, { error: 'page starts at 1.' })
    .max(100_000, { error: 'page is too large.' })
    .default(1),
  page_size: z.coerce
    .number({ error: 'page_size must be a number.' })
    .int({ error: 'page_size must be a whole number.' })
    .min(1, { error: 'page_size must be at least 1.' })
    .default(PAGE_SIZE_DEFAULT)
    .transform((n) => Math.min(n, PAGE_SIZE_MAX)),
  from: day('from'),
  to: day('to'),
  q: z
    .string()
    .trim()
    .max(SEARCH_MAX, { error: `Search for at most ${SEARCH_MAX} characters.` })
    .optional()
    .transform((v) => (v ? v : undefined)),
};

/** One page of a list, with the count of every row the filters match. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    results: z.array(item),
    count: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  });

export const personRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type PersonRef = z.infer<typeof personRefSchema>;

export const okSchema = z.object({ ok: z.literal(true) });

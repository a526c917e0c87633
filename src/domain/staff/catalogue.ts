import {
  mentorDocumentSchema,
  planTermsSchema,
  programDocumentSchema,
} from '../catalogue/catalogue-edits.ts';
import { PROGRAM_CATEGORIES } from '../catalogue/categories.ts';
import { PLAN_TIERS } from '../catalogue/live-catalogue.ts';
import { programFileSchema } from '../catalogue/program-file.ts';
import { z } from '../zod.ts';
import { personRefSchema } from './list-query.ts';

// The console's catalogue API (/api/staff/catalogue/): the requests it takes and the answers it
// gives. The documents themselves are catalogue-edits.ts's.

/** A program's or mentor's path in the address: anything longer than a slug is no slug. */
export const catalogueParamsSchema = z.object({
  slug: z.string().trim().min(1).max(60),
});

const pricesSchema = z.object(
  Object.fromEntries(PLAN_TIERS.map((tier) => [tier, z.number().int()])) as Record<
    (typeof PLAN_TIERS)[number],
    z.ZodNumber
  >,
);

/** GET /api/staff/catalogue/programs/: one line per program, published or not. */
export const programSummarySchema = z.object({
  slug: z.string(),
  /** As published; as drafted for a program never published. */
  name: z.string(),
  category: z.enum(PROGRAM_CATEGORIES),
  listed: z.boolean(),
  order: z.number().int(),
  has_draft: z.boolean(),
  /** Null while the program has never been published. */
  published_at: z.string().nullable(),
  /** Each plan's price in paise, as published (as drafted before the first publish). */
  prices: pricesSchema,
});
export type ProgramSummary = z.infer<typeof programSummarySchema>;
export const programListSchema = z.object({ results: z.array(programSummarySchema) });

/** A program as the console edits it: what the site shows, and the draft beside it. */
export const programRecordSchema = z.object({
  slug: z.string(),
  listed: z.boolean(),
  order: z.number().int(),
  published: programDocumentSchema.nullable(),
  draft: programDocumentSchema.nullable(),
  draft_by: personRefSchema.nullable(),
  published_at: z.string().nullable(),
  updated_at: z.string(),
});
export type ProgramRecord = z.infer<typeof programRecordSchema>;

const cataloguePlanSchema = z.object({
  id: z.enum(PLAN_TIERS),
  name: z.string(),
  pricePaise: z.number().int(),
  terms: planTermsSchema,
  features: z.array(z.string()),
  mostChosen: z.boolean(),
});

/** GET …/programs/:slug/preview/: the draft as the site would show it (a CatalogueProgram). */
export const catalogueProgramSchema = z.object({
  ...programDocumentSchema.shape,
  position: programFileSchema.shape.position,
  listed: z.boolean(),
  order: z.number().int(),
  plans: z.array(cataloguePlanSchema),
});

/** POST …/programs/:slug/listing/ */
export const listingSchema = z.object({
  listed: z.boolean({ error: 'Say whether the program is listed: true or false.' }),
});

/** POST …/programs/order/: programs in their new order, whole categories at a time. */
export const programOrderSchema = z.object({
  slugs: z
    .array(z.string().trim().min(1).max(60), { error: 'List the programs’ paths in their order.' })
    .min(1, { error: 'List the programs’ paths in their order.' })
    .max(200),
});

/** GET /api/staff/catalogue/mentors/ */
export const mentorSummarySchema = z.object({
  slug: z.string(),
  /** As published; as drafted for a profile never published. */
  name: z.string(),
  title: z.string(),
  user: personRefSchema.nullable(),
  /** The published programs that name them. */
  programs: z.array(z.string()),
  has_draft: z.boolean(),
  published_at: z.string().nullable(),
});
export type MentorSummary = z.infer<typeof mentorSummarySchema>;
export const mentorListSchema = z.object({ results: z.array(mentorSummarySchema) });

export const mentorRecordSchema = z.object({
  slug: z.string(),
  user: personRefSchema.nullable(),
  programs: z.array(z.string()),
  published: mentorDocumentSchema.nullable(),
  draft: mentorDocumentSchema.nullable(),
  draft_by: personRefSchema.nullable(),
  published_at: z.string().nullable(),
  updated_at: z.string(),
});
export type MentorRecord = z.infer<typeof mentorRecordSchema>;

/** POST …/mentors/:slug/account/: the account they teach with; null unlinks. */
export const mentorAccountSchema = z.object({
  user_id: z
    .int({ error: 'Choose an account: its id, or null to unlink.' })
    .positive({ error: 'Choose an account: its id, or null to unlink.' })
    .max(2_147_483_647)
    .nullable(),
});

/** PUT …/mentors/:slug/programs/: the programs whose pages name them, as published. */
export const mentorProgramsSchema = z.object({
  programs: z
    .array(z.string().trim().min(1).max(60), { error: 'List the programs’ paths.' })
    .max(40)
    .refine((slugs) => new Set(slugs).size === slugs.length, {
      error: 'Name each program once.',
    }),
});

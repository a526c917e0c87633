import { ruleSchema } from '../certificates/completion-rule.ts';
import type { ApiError } from '../errors.ts';
import { projectFileSchema } from '../projects/project-file.ts';
import { z } from '../zod.ts';
import {
  PLAN_NAMES,
  PLAN_TIERS,
  type MentorDocument,
  type PlanDocument,
  type ProgramDocument,
} from './live-catalogue.ts';
import { mentorFileSchema } from './mentor-file.ts';
import { programFileSchema, SLUG_PATTERN } from './program-file.ts';
import { siteImagePath } from './catalogue-images.ts';

// What the console sends when it drafts a program, its plans or a mentor's profile: the program
// and mentor files' own field rules, and the rules that hold between fields (plans in tier
// order, projects within the syllabus). Rules between programs (no two on one path) need the
// others: programClash below, run by the server with the catalogue it holds.

/**
 * First parts of the site's own addresses (its pages, the learner's and the console's screens,
 * the API and the built files): a program's path or alias may not take one.
 */
const RESERVED_PATHS: ReadonlySet<string> = new Set([
  'programs',
  'about',
  'contact',
  'refund-cancellation-policy',
  'terms',
  'privacy',
  'login',
  'signup',
  'forgot-password',
  'profile',
  'my-programs',
  'addcart',
  'checkout',
  'orders',
  'learn',
  'account',
  'certificates',
  'staff',
  'freelancing',
  'api',
  'images',
  'assets',
  'dev',
  '404',
]);

export const slugSchema = z
  .string({ error: 'Give a path: a-z, 0-9 and -.' })
  .trim()
  .min(1, { error: 'Give a path: a-z, 0-9 and -.' })
  .max(60, { error: 'Use at most 60 characters.' })
  .regex(SLUG_PATTERN, { error: 'Use a-z, 0-9 and single hyphens, e.g. data-analytics.' })
  .refine((slug) => !RESERVED_PATHS.has(slug), {
    error: (issue) => `/${String(issue.input)} is one of the site's own pages. Choose another.`,
  });

const allowanceSchema = z
  .object({
    sessions: z.int().min(1).max(20),
    minutes: z.int().min(15).max(180),
  })
  .nullable();

export const planTermsSchema = z.object({
  /** One-to-one sessions with a mentor; null when the plan has none. */
  mentorship: allowanceSchema,
  /** Career guidance sessions; null when the plan has none. */
  career: allowanceSchema,
  webinars: z.boolean(),
  projectFeedback: z.int().min(0).max(6),
});

const featureLine = z
  .string()
  .trim()
  .min(1)
  .max(90)
  .refine((text) => !text.endsWith('.'), { error: 'No full stop at the end of a short line.' });

/** At least a rupee, at most ten lakh: a slip of a few zeros is refused. */
const MAX_PRICE_PAISE = 10_00_000_00;

export const planDocumentSchema = z.object({
  id: z.enum(PLAN_TIERS, { error: 'A plan is basic, pro or premium.' }),
  pricePaise: z
    .int({ error: 'Give the price in paise, a whole number.' })
    .min(100, { error: 'Give a price of at least ₹1 (100 paise).' })
    .max(MAX_PRICE_PAISE, { error: 'Give a price of at most ₹10,00,000.' }),
  terms: planTermsSchema,
  extraFeatures: z.array(featureLine).max(8).default([]),
  mostChosen: z.boolean().default(false),
}) satisfies z.ZodType<PlanDocument, unknown>;

const shortPlan = (tier: PlanDocument['id']) => PLAN_NAMES[tier].replace(/ Plan$/, '');

/** What a tier must give at least of the tier below: its card says 'Everything in' it. */
function shortfall(plan: PlanDocument, below: PlanDocument): keyof PlanDocument['terms'] | null {
  const covers = (
    upper: PlanDocument['terms']['mentorship'],
    lower: PlanDocument['terms']['mentorship'],
  ) => !lower || (!!upper && upper.sessions >= lower.sessions && upper.minutes >= lower.minutes);
  if (!covers(plan.terms.mentorship, below.terms.mentorship)) return 'mentorship';
  if (plan.terms.projectFeedback < below.terms.projectFeedback) return 'projectFeedback';
  if (!covers(plan.terms.career, below.terms.career)) return 'career';
  if (below.terms.webinars && !plan.terms.webinars) return 'webinars';
  return null;
}

/** Basic, Pro and Premium, in that order, each above the one below it in price and in what it holds. */
export const planListSchema = z.array(planDocumentSchema).superRefine((plans, ctx) => {
  if (plans.length !== PLAN_TIERS.length || plans.some((p, i) => p.id !== PLAN_TIERS[i])) {
    ctx.addIssue({
      code: 'custom',
      message: 'Give the Basic, Pro and Premium plans, in that order.',
    });
    return;
  }
  plans.forEach((plan, i) => {
    const below = plans[i - 1];
    if (!below) return;
    if (plan.pricePaise <= below.pricePaise) {
      ctx.addIssue({
        code: 'custom',
        path: [i, 'pricePaise'],
        message: `Price the ${PLAN_NAMES[plan.id]} above the ${PLAN_NAMES[below.id]}: an upgrade pays the difference.`,
      });
    }
    const short = shortfall(plan, below);
    if (short) {
      ctx.addIssue({
        code: 'custom',
        path: [i, 'terms', short],
        message: `The ${PLAN_NAMES[plan.id]} must give at least what the ${PLAN_NAMES[below.id]} gives: its card says “Everything in ${shortPlan(below.id)}”.`,
      });
    }
  });
  const chosen = plans.flatMap((plan, i) => (plan.mostChosen ? [i] : []));
  if (chosen.length > 1) {
    ctx.addIssue({
      code: 'custom',
      path: [chosen[1]!, 'mostChosen'],
      message: 'Mark one plan at most as the most chosen.',
    });
  }
});

const programShape = (({ position: _position, ...shape }) => shape)(programFileSchema.shape);

const aliasesSchema = programFileSchema.shape.aliases
  .unwrap()
  .max(10)
  .refine((aliases) => new Set(aliases).size === aliases.length, {
    error: 'Name each alias once.',
  })
  .default([]);

/** PUT …/programs/:slug/draft/ and POST …/programs/: the whole program, its plans included. */
export const programDocumentSchema = z
  .object({
    ...programShape,
    slug: slugSchema,
    aliases: aliasesSchema,
    image: siteImagePath('/images/programs/python.svg'),
    seoTitle: z.string().trim().min(10).max(70).nullable().default(null),
    seoDescription: z.string().trim().min(50).max(160).nullable().default(null),
    projects: projectFileSchema,
    completion: z.object(ruleSchema.shape),
    plans: planListSchema,
  })
  .superRefine((program, ctx) => {
    const modules = program.syllabus.length;
    program.projects.forEach((project, i) => {
      if (project.module >= modules) {
        ctx.addIssue({
          code: 'custom',
          path: ['projects', i, 'module'],
          message: `Choose a module of the syllabus: 0 to ${modules - 1}.`,
        });
      }
    });
  }) satisfies z.ZodType<ProgramDocument, unknown>;

/** PUT …/mentors/:slug/draft/: a mentor's public profile. */
export const mentorDocumentSchema = z.object({
  ...mentorFileSchema.shape,
  photo: siteImagePath('/images/mentors/priya-raghavan.svg'),
}) satisfies z.ZodType<MentorDocument, unknown>;

/** POST …/mentors/: a new mentor's path and profile. */
export const newMentorSchema = mentorDocumentSchema.extend({
  slug: z
    .string()
    .trim()
    .max(60)
    .regex(SLUG_PATTERN, { error: 'Use a-z, 0-9 and single hyphens, e.g. priya-raghavan.' }),
});

/** A program as another program's rules see it: its path and what it claims. */
export interface ClaimingProgram {
  slug: string;
  document: Pick<ProgramDocument, 'name' | 'aliases' | 'popular' | 'freelancing'>;
}

/**
 * What `program` claims that another program already holds (a path or alias, its name, a rank
 * on the home page, a freelancing page), as the error a person reads and the field it is about;
 * undefined when it claims nothing taken. `others` are every other program, as published (or
 * as drafted, when never published).
 */
export function programClash(
  program: Pick<ProgramDocument, 'slug' | 'name' | 'aliases' | 'popular' | 'freelancing'>,
  others: readonly ClaimingProgram[],
): ApiError | undefined {
  const path = `/${program.slug}`;
  const ownAlias = program.aliases.indexOf(path);
  if (ownAlias !== -1) {
    return {
      error: `${path} is the program's own path: it needs no alias.`,
      field: `aliases.${ownAlias}`,
    };
  }
  const reserved = program.aliases.findIndex((alias) => RESERVED_PATHS.has(alias.slice(1)));
  if (reserved !== -1) {
    return {
      error: `${program.aliases[reserved]} is one of the site's own pages. Choose another alias.`,
      field: `aliases.${reserved}`,
    };
  }
  for (const other of others) {
    const { name } = other.document;
    const theirs = [`/${other.slug}`, ...other.document.aliases];
    if (theirs.includes(path)) {
      return { error: `${path} already leads to ${name}. Choose another path.`, field: 'slug' };
    }
    const taken = program.aliases.findIndex((alias) => theirs.includes(alias));
    if (taken !== -1) {
      return {
        error: `${program.aliases[taken]} already leads to ${name}. Choose another alias.`,
        field: `aliases.${taken}`,
      };
    }
    if (name.toLowerCase() === program.name.toLowerCase()) {
      return { error: `Another program is called ${name}. Choose another name.`, field: 'name' };
    }
    const rank = program.popular?.rank;
    if (rank !== undefined && other.document.popular?.rank === rank) {
      return {
        error: `${name} is already number ${rank} of the popular programs.`,
        field: 'popular.rank',
      };
    }
    const page = program.freelancing;
    const theirPage = other.document.freelancing;
    if (page && theirPage?.path.toLowerCase() === page.path.toLowerCase()) {
      return {
        error: `${page.path} is already ${name}'s freelancing page.`,
        field: 'freelancing.path',
      };
    }
    if (page && theirPage?.rank === page.rank) {
      return {
        error: `${name} is already number ${page.rank} of the freelancing pages.`,
        field: 'freelancing.rank',
      };
    }
  }
  return undefined;
}

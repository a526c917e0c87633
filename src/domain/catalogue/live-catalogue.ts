import type { CompletionRule } from '../certificates/completion-rule.ts';
import type { Project } from '../projects/project-file.ts';
import { PROGRAM_CATEGORIES } from './categories.ts';
import type { MentorFile } from './mentor-file.ts';
import type { ProgramFile } from './program-file.ts';

// The catalogue as the database holds it (src/server/catalogue): what the site sells and says,
// edited as drafts in the console and published by the owner. Types and pure rules only, so
// that pages, the server and the tests read one shape; the zod schemas of the editable parts
// are in catalogue-edits.ts.

/** The tiers every program is sold in, cheapest first: an upgrade goes up this order. */
export const PLAN_TIERS = ['basic', 'pro', 'premium'] as const;
export type PlanTier = (typeof PLAN_TIERS)[number];

/**
 * A tier's name. Order lines, enrolments and certificates store a plan by its name, so the name
 * belongs to the tier and is not edited: renaming would cut old enrolments off their plan.
 */
export const PLAN_NAMES: Record<PlanTier, string> = {
  basic: 'Basic Plan',
  pro: 'Pro Plan',
  premium: 'Premium Plan',
};

/** How many sessions of a kind a plan includes, and how long each is. */
export interface SessionAllowance {
  sessions: number;
  minutes: number;
}

/** What a plan holds, in numbers: what the learner's space counts down and the card promises. */
export interface PlanTerms {
  mentorship: SessionAllowance | null;
  career: SessionAllowance | null;
  webinars: boolean;
  /** How many of the program's projects a mentor reviews. */
  projectFeedback: number;
}

/** A plan as it is edited: the card's lines are written from it. */
export interface PlanDocument {
  id: PlanTier;
  /** GST-inclusive, integer paise. */
  pricePaise: number;
  terms: PlanTerms;
  /** Lines the card shows after those written from the terms. */
  extraFeatures: string[];
  mostChosen: boolean;
}

export interface CataloguePlan {
  id: PlanTier;
  name: string;
  pricePaise: number;
  terms: PlanTerms;
  /** The card's lines: 'Everything in' the tier below, the terms in words, then the extra lines. */
  features: string[];
  /** At most one plan of a program is. */
  mostChosen: boolean;
}

/** A program as it is edited: its file's fields less its place (a column), with the rest it sells. */
export interface ProgramDocument extends Omit<ProgramFile, 'position' | 'aliases'> {
  /** The program's path; a change publishes the old path as an alias. */
  slug: string;
  aliases: string[];
  /** Where its artwork is served, e.g. /images/programs/python.svg. */
  image: string;
  seoTitle: string | null;
  seoDescription: string | null;
  projects: Project[];
  /** The certificate's rule for this program, whole (no default is applied on top). */
  completion: CompletionRule;
  plans: PlanDocument[];
}

export interface CatalogueProgram extends ProgramFile {
  slug: string;
  aliases: string[];
  /** On the site's lists, menus and sitemap; an unlisted program is not sold. */
  listed: boolean;
  /** Its place within its category, lower first; `position` is the same number. */
  order: number;
  image: string;
  seoTitle: string | null;
  seoDescription: string | null;
  projects: Project[];
  completion: CompletionRule;
  plans: CataloguePlan[];
}

/** A mentor's public profile as it is edited. */
export interface MentorDocument extends MentorFile {
  /** Where the portrait is served, e.g. /images/mentors/priya-raghavan.svg. */
  photo: string;
}

export interface CatalogueMentor extends MentorFile {
  slug: string;
  photo: string;
  /** The account they teach cohorts and sessions with, when linked. */
  userId: number | null;
  /** Slugs of the published programs that name them, in catalogue order. */
  programs: string[];
}

export interface Catalogue {
  /** Raised by every publish: a cache holding an older number is stale. */
  version: number;
  /** Every published program, listed or not, in catalogue order. */
  programs: CatalogueProgram[];
  /** Every published mentor profile, by name. */
  mentors: CatalogueMentor[];
}

/** 'Basic' of the 'Basic Plan': how one plan's card refers to another. */
const shortName = (tier: PlanTier) => PLAN_NAMES[tier].replace(/ Plan$/, '');

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const sameAllowance = (a: SessionAllowance | null, b: SessionAllowance | null) =>
  a?.sessions === b?.sessions && a?.minutes === b?.minutes;

/**
 * The terms in words, those the plan below does not already give: that plan is 'Everything in'
 * this one's list. Pro and Premium today read '4 one-to-one sessions of 30 minutes' and so on.
 */
function termLines(terms: PlanTerms, below: PlanTerms | undefined): string[] {
  const lines: string[] = [];
  const { mentorship, career } = terms;
  if (mentorship && !sameAllowance(mentorship, below?.mentorship ?? null)) {
    lines.push(
      `${plural(mentorship.sessions, 'one-to-one session', 'one-to-one sessions')} of ${mentorship.minutes} minutes`,
    );
  }
  if (terms.projectFeedback > 0 && terms.projectFeedback !== below?.projectFeedback) {
    lines.push(`Feedback on ${plural(terms.projectFeedback, 'project', 'projects')}`);
  }
  if (career && !sameAllowance(career, below?.career ?? null)) {
    lines.push(
      `${plural(career.sessions, 'career guidance session', 'career guidance sessions')} of ${career.minutes} minutes`,
    );
  }
  if (terms.webinars && !below?.webinars) lines.push('Monthly live webinars');
  return lines;
}

/** A program's plans, in tier order, as the card and the cart read them. */
export function cataloguePlans(plans: readonly PlanDocument[]): CataloguePlan[] {
  return plans.map((plan, index) => {
    const below = index > 0 ? plans[index - 1] : undefined;
    return {
      id: plan.id,
      name: PLAN_NAMES[plan.id],
      pricePaise: plan.pricePaise,
      terms: plan.terms,
      features: [
        ...(below ? [`Everything in ${shortName(below.id)}`] : []),
        ...termLines(plan.terms, below?.terms),
        ...plan.extraFeatures,
      ],
      mostChosen: plan.mostChosen,
    };
  });
}

/** Where a program stands in its row: what it is listed as and its place in its category. */
export interface ProgramPlace {
  listed: boolean;
  order: number;
}

/** A program's document with its place, as the site reads it. */
export function catalogueProgram(document: ProgramDocument, place: ProgramPlace): CatalogueProgram {
  const { plans, ...rest } = document;
  return {
    ...rest,
    position: place.order,
    listed: place.listed,
    order: place.order,
    plans: cataloguePlans(plans),
  };
}

const categoryIndex = (category: ProgramFile['category']) => PROGRAM_CATEGORIES.indexOf(category);

/** Catalogue order: by category as the home page lists them, then by place, then by path. */
export function byCatalogueOrder(
  a: Pick<CatalogueProgram, 'category' | 'order' | 'slug'>,
  b: Pick<CatalogueProgram, 'category' | 'order' | 'slug'>,
): number {
  return (
    categoryIndex(a.category) - categoryIndex(b.category) ||
    a.order - b.order ||
    a.slug.localeCompare(b.slug)
  );
}

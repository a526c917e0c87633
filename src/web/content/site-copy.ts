/**
 * The home page's marketing copy. The texts live in content/site/home.json and faqs.json; this
 * module names them and fills in the facts they state from the catalogue (how many programs, what
 * each plan costs), so that they cannot disagree with it. Every claim there comes from the
 * product brief; do not add numbers, guarantees or accreditations that are not in it. The other
 * pages' copy has a module of its own beside this one, so that no page downloads another's text.
 */
import faqs from '../../../content/site/faqs.json';
import {
  featuredIntro,
  hero,
  startLearning as startLearningCopy,
  whyChooseUs,
} from '../../../content/site/home.json';
import { formatRupees, PLANS } from '../../domain/catalogue/plans.ts';
import { PROGRAMS } from '../../domain/catalogue/programs.ts';
import { fillPlaceholders } from './fill-placeholders.ts';

/** '20': how many programs the published catalogue lists. */
export const programCount = () => PROGRAMS.length;

/** `{basicPlan}` and `{basicPrice}`, and the same for every plan: 'Basic Plan', '₹4,999'. */
const PLAN_FACTS = Object.fromEntries(
  PLANS.flatMap((plan) => [
    [`${plan.id}Plan`, plan.name],
    [`${plan.id}Price`, formatRupees(plan.price)],
  ]),
);

export type Faq = (typeof faqs)[number];

/** The icons the home page draws; the content schema holds the features to these. */
export const FEATURE_ICONS = ['video', 'infinity', 'award', 'users', 'briefcase', 'clock'] as const;
export type Feature = Omit<(typeof whyChooseUs.features)[number], 'icon'> & {
  readonly icon: (typeof FEATURE_ICONS)[number];
};

// Only figures the site itself can show: no learner counts, colleges or placement rates that
// the provider could not back with records.
export const HERO = hero;

export const FEATURED_INTRO = featuredIntro;

export const startLearning = () =>
  fillPlaceholders(startLearningCopy, { programCount: programCount() });

export const WHY_CHOOSE_US = {
  ...whyChooseUs,
  features: whyChooseUs.features as readonly Feature[],
};

export const FAQS: readonly Faq[] = fillPlaceholders(faqs, PLAN_FACTS);

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
import { PLANS } from '../../domain/catalogue/plans.ts';
import { PROGRAMS } from '../../domain/catalogue/programs.ts';
import { formatPaise } from '../../domain/money.ts';
import { fillPlaceholders } from './fill-placeholders.ts';

/** '20': how many programs the published catalogue lists. */
export const programCount = () => PROGRAMS.length;

/**
 * `{basicPlan}` and `{basicPrice}`, and the same for every plan: 'Basic Plan', '₹4,999', as the
 * listed programs sell it now; 'from ₹3,999' once the owner prices a plan differently somewhere.
 */
function planFacts(): Record<string, string> {
  return Object.fromEntries(
    PLANS.flatMap((plan) => {
      const prices = new Set(PROGRAMS.map((program) => program.prices[plan.id]));
      const lowest = formatPaise(Math.min(...prices));
      return [
        [`${plan.id}Plan`, plan.name],
        [`${plan.id}Price`, prices.size > 1 ? `from ${lowest}` : lowest],
      ];
    }),
  );
}

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

/** The home page's questions, stating the catalogue's prices as they are when it is drawn. */
export const homeFaqs = (): readonly Faq[] => fillPlaceholders(faqs, planFacts());

/**
 * The shape of each file in content/site, checked by the tests rather than in the browser, so
 * that zod stays off the pages' first load. Objects are strict: a misspelt key fails instead of
 * leaving a text unshown.
 */
import { z } from 'zod';
import { FEATURE_ICONS } from './site-copy.ts';

const text = z.string().trim().min(1);
const texts = z.array(text).min(1);
/** Ids become anchors in the page's address: `/about#who-we-are`. */
const anchor = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

const home = z.strictObject({
  hero: z.strictObject({ badge: text, title: text, highlight: text, lead: text }),
  featuredIntro: text,
  startLearning: z.strictObject({ heading: text, body: text, cta: text }),
  whyChooseUs: z.strictObject({
    heading: text,
    intro: text,
    features: z
      .array(z.strictObject({ title: text, body: text, icon: z.enum(FEATURE_ICONS) }))
      .min(1),
  }),
});

const faqs = z.array(z.strictObject({ question: text, answer: text })).min(1);

const about = z.strictObject({
  title: text,
  lead: text,
  sections: z
    .array(
      z.strictObject({
        id: anchor,
        heading: text,
        paragraphs: texts,
        bullets: texts.optional(),
      }),
    )
    .min(1),
  motto: text,
});

const refundPolicy = z.strictObject({
  title: text,
  lead: text,
  rules: z.array(z.strictObject({ heading: text, body: text })).min(1),
  closing: text,
});

const footer = z.strictObject({
  helpHeading: text,
  helpBody: text,
  about: text,
  newsletterHeading: text,
  newsletterBody: text,
});

const programPage = z.strictObject({
  certificatesHeading: text,
  certificatesBody: text,
  plansHeading: text,
  plansBody: text,
  enquiryHeading: text,
  enquiryBody: text,
  reviewsHeading: text,
});

const freelancingPage = z.strictObject({ eyebrow: text, lead: text, points: texts });

const legalDocument = z.strictObject({
  title: text,
  lead: text,
  sections: z
    .array(
      z
        .strictObject({
          id: anchor,
          heading: text,
          paragraphs: texts.optional(),
          items: texts.optional(),
        })
        .refine((section) => section.paragraphs || section.items, 'A section needs some text.'),
    )
    .min(1),
});

const legal = z.strictObject({
  updated: z.string().regex(/^\d{1,2} [A-Z][a-z]+ \d{4}$/),
  grievanceOfficer: text,
  reachByEmail: text,
  reachByContactPage: text,
  registeredOffice: text,
  contactByEmail: text,
  contactByContactPage: text,
});

/** Every file of content/site, by name, with its schema. */
export const SITE_COPY_SCHEMAS: Readonly<Record<string, z.ZodType>> = {
  'home.json': home,
  'faqs.json': faqs,
  'about.json': about,
  'refund-policy.json': refundPolicy,
  'footer.json': footer,
  'program-page.json': programPage,
  'freelancing-page.json': freelancingPage,
  'privacy.json': legalDocument,
  'terms.json': legalDocument,
  'legal.json': legal,
};

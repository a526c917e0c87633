import { describe, expect, it } from 'vitest';
import type { SiteIdentity } from '../../domain/site-identity.ts';
import { adoptCatalogue, PROGRAMS } from '../../domain/catalogue/programs.ts';
import { siteIdentityFromEnv } from '../../domain/site-identity-env.ts';
import { aboutCopy } from './about-copy.ts';
import { footerCopy } from './footer-copy.ts';
import { freelancingPageCopy } from './freelancing-page-copy.ts';
import * as legal from './legal.ts';
import { privacyPolicy, termsOfUse } from './legal.ts';
import * as programPageCopy from './program-page-copy.ts';
import * as refundPolicyCopy from './refund-policy-copy.ts';
import { SITE_COPY_SCHEMAS } from './site-copy-schema.ts';
import * as siteCopy from './site-copy.ts';
import { homeFaqs, startLearning } from './site-copy.ts';

/** Every module that hands a page its copy; those that need the site's name are called below. */
const COPY_MODULES = [siteCopy, programPageCopy, refundPolicyCopy, legal];

const CONTENT_FILES = import.meta.glob<unknown>('../../../content/site/*', {
  eager: true,
  import: 'default',
});
const byName = Object.fromEntries(
  Object.entries(CONTENT_FILES).map(([path, content]) => [path.split('/').pop()!, content]),
);

const FULL_IDENTITY: SiteIdentity = {
  siteName: 'Mentora',
  legalName: 'Mentora Learning Private Limited',
  address: '12 MG Road, Bengaluru, Karnataka 560001',
  supportEmail: 'help@mentora.example',
  supportPhone: '+91 80 4567 1234',
  supportHours: 'Monday to Saturday, 10:00 to 18:00',
  whatsappNumber: '918045671234',
  social: {},
  grievance: { officerName: 'Asha Rao', email: 'grievance@mentora.example' },
};
/** What a site with no details configured says about itself. */
const BARE_IDENTITY: SiteIdentity = siteIdentityFromEnv({}, { production: false });

/** The strings in a piece of copy; functions are called by the test that needs them. */
function shownTexts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(shownTexts);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(shownTexts);
  return [];
}

/** Every text of every page's copy, as a site with this identity shows it. */
function everyText(identity: SiteIdentity): string[] {
  const { siteName } = identity;
  return shownTexts([
    COPY_MODULES,
    aboutCopy(siteName),
    footerCopy(siteName),
    freelancingPageCopy(siteName, 'Python'),
    homeFaqs(),
    startLearning(),
    privacyPolicy(identity),
    termsOfUse(identity),
  ]);
}

describe('the content files', () => {
  it('are each of the shape their page reads', () => {
    expect(Object.keys(byName).sort()).toEqual(Object.keys(SITE_COPY_SCHEMAS).sort());
    for (const [name, schema] of Object.entries(SITE_COPY_SCHEMAS)) {
      const result = schema.safeParse(byName[name]);
      expect(result.error?.issues, name).toBeUndefined();
    }
  });

  it('leave no placeholder unfilled on any page', () => {
    const texts = [FULL_IDENTITY, BARE_IDENTITY].flatMap(everyText);
    expect(texts.length).toBeGreaterThan(100);
    expect(texts.filter((text) => /\{\w+\}/.test(text))).toEqual([]);
  });

  it('name the site only as {siteName}, never by the default SITE_NAME', () => {
    const files = Object.entries(byName).filter(([, content]) =>
      shownTexts(content).some((text) => text.includes('Mentora')),
    );
    expect(files.map(([name]) => name)).toEqual([]);
  });
});

describe('a site whose SITE_NAME is Acme Learning', () => {
  const identity = siteIdentityFromEnv({ SITE_NAME: 'Acme Learning' }, { production: false });

  it('is called so on the about page, in the footer and on the freelancing pages', () => {
    expect(aboutCopy('Acme Learning')).toMatchObject({
      title: 'About Acme Learning',
      lead: expect.stringMatching(/^Acme Learning is an Indian online-education provider/),
    });
    expect(footerCopy('Acme Learning').about).toMatch(/^Acme Learning offers expert-led/);
    expect(freelancingPageCopy('Acme Learning', 'Python').eyebrow).toBe('Work with Acme Learning');
  });

  it("is never called Mentora by any page's copy", () => {
    const texts = everyText(identity);
    expect(texts.length).toBeGreaterThan(100);
    expect(texts.filter((text) => text.includes('Mentora'))).toEqual([]);
  });
});

describe('the site copy', () => {
  it('states the plans at the prices the catalogue sells them for', () => {
    const answer = homeFaqs().find((f) => f.question === 'Which plan should I choose?')?.answer;
    expect(answer).toContain('The Basic Plan (₹4,999) gives you module access');
    expect(answer).toContain('The Pro Plan (₹9,999) adds 1:1 mentorship');
    expect(answer).toContain('The Premium Plan (₹14,999) adds career guidance');
  });

  it('says "from" the lowest price once the owner prices a plan differently for one program', () => {
    const published = PROGRAMS.map((program) => ({ ...program }));
    try {
      adoptCatalogue(
        published.map((program) =>
          program.slug === 'python'
            ? { ...program, prices: { ...program.prices, pro: 899_900 } }
            : program,
        ),
      );
      const answer = homeFaqs().find((f) => f.question === 'Which plan should I choose?')?.answer;
      expect(answer).toContain('The Basic Plan (₹4,999) gives you module access');
      expect(answer).toContain('The Pro Plan (from ₹8,999) adds 1:1 mentorship');
    } finally {
      adoptCatalogue(published);
    }
  });

  it('counts the programs the catalogue holds', () => {
    expect(startLearning().body).toContain('Choose from 20 mentorship programs.');
    const programs = aboutCopy('Mentora').sections.find((s) => s.id === 'programs-and-webinars');
    expect(programs?.paragraphs[0]).toMatch(/^We offer 20 mentorship programs across/);
  });

  it('names the program a freelancing page is for', () => {
    expect(freelancingPageCopy('Mentora', 'Python').lead).toMatch(
      /^Need Python work done for your company/,
    );
  });
});

describe('the legal documents', () => {
  it('state the retention periods the server enforces', () => {
    const text = shownTexts(privacyPolicy(BARE_IDENTITY)).join('\n');
    expect(text).toContain('Sessions: until you log out, 30 days unused, or 180 days at most.');
    expect(text).toContain('One-time codes: until used or 10 minutes have passed.');
    expect(text).toContain('mails counted per address: 24 hours.');
  });

  it('name the business and its grievance officer when they are configured', () => {
    const privacy = shownTexts(privacyPolicy(FULL_IDENTITY)).join('\n');
    expect(privacy).toContain(
      'Mentora Learning Private Limited runs Mentora and decides how the personal data you give this site is used: under the Act, we are the Data Fiduciary and you are the Data Principal. Our registered office is at 12 MG Road, Bengaluru, Karnataka 560001.',
    );
    expect(privacy).toContain(
      'Questions about your data go to Asha Rao at [grievance@mentora.example](mailto:grievance@mentora.example).',
    );
    const terms = shownTexts(termsOfUse(FULL_IDENTITY)).join('\n');
    expect(terms).toContain(
      'Questions about these terms: [help@mentora.example](mailto:help@mentora.example).',
    );
  });

  it('send people to the contact page when no one is configured', () => {
    const privacy = shownTexts(privacyPolicy(BARE_IDENTITY)).join('\n');
    expect(privacy).toContain(
      'you are the Data Principal.\nQuestions about your data go to our Grievance Officer through the [contact page](/contact).',
    );
    expect(shownTexts(termsOfUse(BARE_IDENTITY)).join('\n')).toContain(
      'Questions about these terms: the [contact page](/contact). Questions about your personal data: our Grievance Officer through the [contact page](/contact).',
    );
  });
});

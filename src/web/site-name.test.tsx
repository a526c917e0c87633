import type { ComponentType } from 'react';
import { prerender } from 'react-dom/static';
import { createRoutesStub, type MetaDescriptor } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { FREELANCING_PAGES } from '../domain/catalogue/programs.ts';
import { SiteFooter } from './components/site-footer.tsx';
import { SiteHeader } from './features/navigation/site-header.tsx';
import About, { meta as aboutMeta } from './routes/about.tsx';
import Contact, { meta as contactMeta } from './routes/contact.tsx';
import Freelancing, { meta as freelancingMeta } from './routes/freelancing.tsx';
import Privacy, { meta as privacyMeta } from './routes/privacy.tsx';
import RefundPolicy, { meta as refundPolicyMeta } from './routes/refund-policy.tsx';
import Terms, { meta as termsMeta } from './routes/terms.tsx';

// The pages as a build with SITE_NAME=Acme Learning makes them: the build's public
// configuration is what every page reads the site's name from.
vi.mock('./lib/public-config.ts', async () => {
  const { publicConfigFromEnv } = await import('./lib/public-config-env.ts');
  return { publicConfig: publicConfigFromEnv({ SITE_NAME: 'Acme Learning' }) };
});

/**
 * A page as the build prerenders it at `path`, its later parts (the forms) drawn in: what it
 * shows, and the text of its head's tags.
 */
async function rendered(
  Page: ComponentType,
  path: string,
  meta?: () => MetaDescriptor[],
): Promise<string> {
  const Stub = createRoutesStub([{ path: '*', Component: Page }]);
  const { prelude } = await prerender(<Stub initialEntries={[path]} />);
  const html = await new Response(prelude).text();
  return `${html}\n${JSON.stringify(meta?.() ?? [])}`;
}

const freelancingMetaAt = (path: string) => () =>
  freelancingMeta({ location: { pathname: path } } as Parameters<typeof freelancingMeta>[0]);

const PAGES: [string, ComponentType, string, (() => MetaDescriptor[])?][] = [
  ['the header', SiteHeader, '/'],
  ['the footer', SiteFooter, '/'],
  ['/about', About, '/about', aboutMeta],
  ['/contact', Contact, '/contact', contactMeta],
  ['/terms', Terms, '/terms', termsMeta],
  ['/privacy', Privacy, '/privacy', privacyMeta],
  ['/refund-cancellation-policy', RefundPolicy, '/refund-cancellation-policy', refundPolicyMeta],
  ...FREELANCING_PAGES.map((f): [string, ComponentType, string, () => MetaDescriptor[]] => [
    f.path,
    Freelancing,
    f.path,
    freelancingMetaAt(f.path),
  ]),
];

describe('a site built with SITE_NAME=Acme Learning', () => {
  it.each(PAGES)('names itself so on %s, never Mentora', async (_, Page, path, meta) => {
    const page = await rendered(Page, path, meta);
    expect(page).toContain('Acme Learning');
    expect(page).not.toMatch(/mentora/i);
  });

  it('says so in the words that named Mentora', async () => {
    expect(await rendered(SiteFooter, '/')).toContain(
      'Acme Learning offers expert-led online mentorship programs',
    );
    const about = await rendered(About, '/about', aboutMeta);
    expect(about).toContain('About Acme Learning</h1>');
    expect(about).toContain('Acme Learning is an Indian online-education provider');
    const [first] = FREELANCING_PAGES;
    expect(await rendered(Freelancing, first!.path)).toContain('Work with Acme Learning');
  });
});

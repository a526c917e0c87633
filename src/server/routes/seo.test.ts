import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';

describe('search engines and other spellings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { publicOrigin: 'https://learn.example.in' });
  });
  afterAll(() => t.close());

  it('lists every canonical public page in /sitemap.xml', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    // Written out, not derived from the catalogue: the list a search engine should be given.
    expect(locs).toEqual(
      [
        '/',
        '/programs',
        '/about',
        '/contact',
        '/refund-cancellation-policy',
        '/terms',
        '/privacy',
        '/artificial-intelligence',
        '/cloud-computing',
        '/cybersecurity',
        '/data-analytics',
        '/app-development',
        '/embedded-system',
        '/full-stack-development',
        '/python',
        '/java',
        '/c',
        '/cpp',
        '/powerbi',
        '/excel',
        '/finance-program',
        '/human-resource-management',
        '/digital-marketing',
        '/medical-coding',
        '/psychology',
        '/ui-designing',
        '/auto-cad',
        '/freelancing/Digital-Marketing',
        '/freelancing/Finance-Program',
        '/freelancing/UI-Designing',
        '/freelancing/Full-Stack-Development',
      ].map((path) => `https://learn.example.in${path}`),
    );
  });

  it('points robots at the sitemap and away from the API and the staff console', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.body).toContain('Sitemap: https://learn.example.in/sitemap.xml');
    expect(response.body).toContain('Disallow: /api/');
    expect(response.body).toContain('Disallow: /staff');
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).not.toContain('/staff');
  });

  it.each([
    ['/Python', '/python'],
    ['/ai', '/artificial-intelligence'],
    ['/human-resource', '/human-resource-management'],
    ['/freelancing/digital-marketing', '/freelancing/Digital-Marketing'],
    ['/PowerBI?ref=ad', '/powerbi?ref=ad'],
  ])('answers %s with a permanent redirect to %s', async (from, to) => {
    const response = await t.app.inject({ method: 'GET', url: from });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(to);
  });
});

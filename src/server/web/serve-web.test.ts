import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFakeServerBuild } from '../test/fake-server-build.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { invalidateCohortPages } from './cohort-listings.ts';

const BUILT_ORIGIN = 'http://localhost:3000';

/** A miniature of what `npm run build` writes, so the serving rules are tested without a build. */
function fakeBuild(): string {
  const root = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'web-root-')), 'client');
  const write = (file: string, content: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  };
  writeFakeServerBuild(root);
  write('images/share/site.png', Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  write('../site-identity.json', JSON.stringify({ identity: {}, publicOrigin: BUILT_ORIGIN }));
  write('assets/app-abc123.js', 'console.log("app")');
  write('assets/app-abc123.js.gz', zlib.gzipSync('console.log("app")'));
  write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return root;
}

describe('serving the built front end', () => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    root = fakeBuild();
    t = await createTestApp('sqlite', { webRoot: root });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(path.dirname(root), { recursive: true, force: true });
  });
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('serves each page as React Router renders it, revalidated on every visit', async () => {
    const response = await get('/contact');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<h1>Contact us</h1>');
    expect(response.headers['x-robots-tag']).toBeUndefined();
    const slash = await get('/contact/?from=mail');
    expect(slash.statusCode).toBe(301);
    expect(slash.headers.location).toBe('/contact?from=mail');
    const again = await get('/contact', { 'if-none-match': String(response.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('answers the staff console and order pages unindexed, holding no data', async () => {
    for (const url of [
      '/staff',
      '/staff/orders',
      '/staff/orders/ORD-ABCD1234?tab=1',
      '/orders/ORD-ABCD1234',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(response.body).toContain('<h1>Loading...</h1>');
      expect(String(response.headers['content-security-policy'])).toContain("'sha256-");
    }
    expect((await get('/staffing')).statusCode).toBe(404);
  });

  it('allows exactly the page’s own inline scripts in its CSP', async () => {
    const csp = String((await get('/contact')).headers['content-security-policy']);
    const hash = (await import('node:crypto'))
      .createHash('sha256')
      .update('window.__ctx = "Contact us";')
      .digest('base64');
    expect(csp).toMatch(
      new RegExp(`script-src 'self' [^;]*'sha256-${hash.replace(/[+/]/g, '\\$&')}'`),
    );
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
  });

  it('sends the precompressed page when the browser accepts it', async () => {
    const response = await get('/contact', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toContain(
      '<h1>Contact us</h1>',
    );
    expect(
      (await get('/contact', { 'accept-encoding': 'identity' })).headers['content-encoding'],
    ).toBeUndefined();
  });

  it('caches hashed assets for a year and serves their compressed form', async () => {
    const response = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('public, max-age=86400');
  });

  it('serves every other built file from memory with its type: images, and the data for in-app navigation', async () => {
    const image = await get('/images/share/site.png');
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    const data = await get('/contact.data');
    expect(data.statusCode).toBe(200);
    expect(data.headers['content-type']).toBe('text/x-script');
    expect(data.headers['cache-control']).toBe('no-cache');
    expect(data.body).toContain('Contact us');
    expect(
      (await get('/contact.data', { 'if-none-match': String(data.headers.etag) })).statusCode,
    ).toBe(304);
  });

  it('answers unknown paths with the 404 page and status 404', async () => {
    const response = await get('/no/such/page');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('Page Not Found');
  });

  it('does not expose the files behind the pages', async () => {
    expect((await get('/server/index.js')).statusCode).toBe(404);
    expect((await get('/assets/app-abc123.js.gz')).statusCode).toBe(404);
    expect((await get('/site-identity.json')).statusCode).toBe(404);
  });

  it('sets the security headers on every response', async () => {
    for (const url of ['/api/health/', '/contact', '/favicon.svg']) {
      const response = await get(url);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
    }
    expect((await get('/contact')).headers['content-security-policy']).toContain(
      "default-src 'self'",
    );
    // API answers are data: nothing may load from them or frame them.
    expect((await get('/api/health/')).headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect((await get('/api/docs')).headers['content-security-policy']).toContain(
      "default-src 'self'",
    );
    expect((await get('/api/health/')).headers).toMatchObject({
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'x-frame-options': 'SAMEORIGIN',
      'x-dns-prefetch-control': 'off',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    });
  });

  it('names the origin it runs at in its pages, whatever origin they were built with', async () => {
    for (const publicOrigin of ['https://learn.example.in', 'https://staging.mentora.in:8443']) {
      const other = await createTestApp('sqlite', { webRoot: root, publicOrigin });
      try {
        const page = await other.app.inject({ method: 'GET', url: '/contact' });
        expect(page.body).toContain(`<link rel="canonical" href="${publicOrigin}/contact"/>`);
        expect(page.body).not.toContain(BUILT_ORIGIN);
      } finally {
        await other.close();
      }
    }
  });

  it('renders a page once, and again only when what it shows changes', async () => {
    const build = (await import(
      pathToFileURL(path.join(root, '..', 'server', 'index.js')).href
    )) as {
      entry: { module: { renderCount(): number } };
    };
    const renders = build.entry.module.renderCount;
    const first = await get('/python');
    expect(first.body).toContain('No reviews yet');
    expect(first.body).not.toContain('Cohort from');
    const before = renders();
    for (let i = 0; i < 3; i += 1) expect((await get('/python')).body).toBe(first.body);
    expect(renders()).toBe(before);

    const startsOn = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    await t.app.database.db
      .insertInto('cohorts')
      .values({
        program: 'python',
        starts_on: startsOn,
        capacity: 12,
        language: 'English',
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();
    invalidateCohortPages(t.app);
    const after = await get('/python');
    expect(after.body).toContain(`Cohort from ${startsOn}, 12 seats left`);
    expect(renders()).toBe(before + 1);
    expect(after.headers.etag).not.toBe(first.headers.etag);
    // The data of an in-app navigation to the page says the same.
    expect((await get('/python.data')).body).toContain(startsOn);
  });

  it('asks browsers to keep to https when the site is served over it', async () => {
    const secure = await createTestApp('sqlite', {
      webRoot: root,
      publicOrigin: 'https://learn.example.in',
    });
    try {
      const response = await secure.app.inject({ method: 'GET', url: '/contact' });
      expect(response.headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
      expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    } finally {
      await secure.close();
    }
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';

const BUILT_ORIGIN = 'http://localhost:3000';

/** A miniature of what `npm run build` writes, so the serving rules are tested without a build. */
function fakeBuild(): string {
  const root = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'web-root-')), 'client');
  const write = (file: string, content: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  };
  const page = (title: string, canonical = '/') =>
    `<!DOCTYPE html><html><head><title>${title}</title>` +
    `<link rel="canonical" href="${BUILT_ORIGIN}${canonical}"/>` +
    `<script type="application/ld+json">{"url":"${BUILT_ORIGIN}${canonical}"}</script>` +
    `</head><body><h1>${title}</h1>` +
    `<script>window.__ctx = ${JSON.stringify(title)};</script><script type="module" src="/assets/app-abc123.js"></script></body></html>`;
  write('index.html', page('Home'));
  write('contact/index.html', page('Contact us', '/contact'));
  write('contact.data', `[{"title":"Contact us"}]`);
  write('images/share/site.png', Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  write('../site-identity.json', JSON.stringify({ identity: {}, publicOrigin: BUILT_ORIGIN }));
  write('404/index.html', page('404 - Page Not Found'));
  write('__spa-fallback.html', page('Loading...'));
  write('index.html.br', zlib.brotliCompressSync(page('Home')));
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

  it('serves each prerendered page at its path, revalidated on every visit', async () => {
    const response = await get('/contact');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<h1>Contact us</h1>');
    expect((await get('/contact/')).statusCode).toBe(200);
    const again = await get('/contact', { 'if-none-match': String(response.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('answers the staff console and order pages with the unindexed shell, which holds no data', async () => {
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
    const response = await get('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toContain('<h1>Home</h1>');
    expect(
      (await get('/', { 'accept-encoding': 'identity' })).headers['content-encoding'],
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
    expect(data.headers['content-type']).toBe('text/x-script');
    expect(data.headers['cache-control']).toBe('no-cache');
    expect(data.body).toBe('[{"title":"Contact us"}]');
    expect(
      (await get('/contact.data', { 'if-none-match': String(data.headers.etag) })).statusCode,
    ).toBe(304);
  });

  it('answers unknown paths with the 404 page and status 404', async () => {
    const response = await get('/no/such/page');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('404 - Page Not Found');
  });

  it('does not expose the files behind the pages', async () => {
    expect((await get('/contact/index.html')).statusCode).toBe(404);
    expect((await get('/index.html.br')).statusCode).toBe(404);
    expect((await get('/404')).statusCode).toBe(404);
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
    const origins = ['https://learn.example.in', 'https://staging.mentora.in:8443', BUILT_ORIGIN];
    for (const publicOrigin of origins) {
      const other = await createTestApp('sqlite', { webRoot: root, publicOrigin });
      try {
        const plain = await other.app.inject({ method: 'GET', url: '/contact' });
        expect(plain.body).toContain(`<link rel="canonical" href="${publicOrigin}/contact"/>`);
        expect(plain.body).toContain(`{"url":"${publicOrigin}/contact"}`);
        const compressed = await other.app.inject({
          method: 'GET',
          url: '/',
          headers: { 'accept-encoding': 'br' },
        });
        const home = zlib.brotliDecompressSync(compressed.rawPayload).toString();
        expect(home).toContain(`href="${publicOrigin}/"`);
        if (publicOrigin !== BUILT_ORIGIN) expect(home).not.toContain(BUILT_ORIGIN);
        // The rewritten JSON-LD is an inline script: the CSP names its new hash.
        const hash = (await import('node:crypto'))
          .createHash('sha256')
          .update(`{"url":"${publicOrigin}/contact"}`)
          .digest('base64');
        expect(String(plain.headers['content-security-policy'])).toContain(`'sha256-${hash}'`);
      } finally {
        await other.close();
      }
    }
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

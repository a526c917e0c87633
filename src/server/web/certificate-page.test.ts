import { afterEach, beforeEach, expect, it } from 'vitest';
import { ashaCertified } from '../test/certificates.ts';
import { createTestApp, describeEachEngine, type TestApp } from '../test/harness.ts';
import { programPageBuild } from '../test/program-page-build.ts';

const NUMBER = 'MC-7K2P-9QXD-4TNB';

describeEachEngine("a certificate's page as served", (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(engine, {}, { serverBuild: programPageBuild() });
  });
  afterEach(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('answers 404 for a number never issued, and the page once it is, in any case', async () => {
    const unknown = await get(`/certificates/${NUMBER}`);
    // The page it renders is the site's 404 page (e2e/certificate.spec.ts sees it).
    expect(unknown.statusCode).toBe(404);
    expect((await get('/certificates/not-a-number')).statusCode).toBe(404);

    await ashaCertified(t.app, { number: NUMBER });
    // The 404 kept for the number is not served once the certificate exists.
    for (const url of [`/certificates/${NUMBER}`, `/certificates/${NUMBER.toLowerCase()}`]) {
      const issued = await get(url);
      expect(issued.statusCode, url).toBe(200);
      expect(issued.headers['x-robots-tag']).toContain('noindex');
    }
  });
});

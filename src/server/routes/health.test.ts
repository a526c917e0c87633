import { afterEach, beforeEach, expect, it } from 'vitest';
import { createTestApp, describeEachEngine, type TestApp } from '../test/harness.ts';

describeEachEngine('operations endpoints', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(engine);
  });
  afterEach(() => t.close());

  it('reports health after asking the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('reports the database as unreachable with 503', async () => {
    await t.app.database.close();
    const response = await t.app.inject({ method: 'GET', url: '/api/health/' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({
      status: 'unavailable',
      error: 'The database is unreachable.',
    });
    // The app closes it again on shutdown; a second close must not fail the test.
    t.app.database.close = async () => {};
  });

  it('publishes an OpenAPI document generated from the route schemas, and its docs page', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    const contact = doc.paths['/api/contact-enquiry-email/'].post;
    expect(contact.requestBody.content['application/json'].schema.required).toEqual([
      'name',
      'email',
      'phone',
      'subject',
      'message',
    ]);
    expect(contact.requestBody.content['application/json'].schema.properties).toHaveProperty(
      'company',
    );
    expect(Object.keys(contact.responses)).toEqual(expect.arrayContaining(['201', '400', '429']));
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain('swagger');
  });

  it('answers unknown API paths and methods with JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here/' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found.' });
    expect((await t.app.inject({ method: 'DELETE', url: '/contact' })).json()).toEqual({
      error: 'Not found.',
    });
  });
});

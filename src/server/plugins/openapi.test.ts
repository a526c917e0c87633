import { expect, it } from 'vitest';
import { createTestApp, describeEachEngine } from '../test/harness.ts';

const DOCS = ['/api/docs', '/api/docs/', '/api/docs/json', '/api/openapi.json'];

describeEachEngine('the API docs', (engine) => {
  const answers = async (apiDocs: boolean) => {
    const t = await createTestApp(engine, { env: 'production', apiDocs });
    const get = async (url: string) => {
      const response = await t.app.inject({ method: 'GET', url });
      return { url, status: response.statusCode, type: response.headers['content-type'] };
    };
    const unknown = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    const docs = await Promise.all(DOCS.map(get));
    const json = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    await t.close();
    return { docs, unknown, json };
  };

  it('are off when turned off (the production default): 404 JSON like any unknown API path', async () => {
    const { docs, unknown, json } = await answers(false);
    expect(unknown.statusCode).toBe(404);
    for (const doc of docs) {
      expect(doc).toEqual({ url: doc.url, status: 404, type: unknown.headers['content-type'] });
    }
    expect(json.json()).toEqual(unknown.json());
  });

  it('are served in production when turned on (API_DOCS=on)', async () => {
    const { docs, json } = await answers(true);
    expect(docs.find((d) => d.url === '/api/docs')).toMatchObject({
      status: 200,
      type: expect.stringMatching(/^text\/html/),
    });
    expect(json.statusCode).toBe(200);
    expect(json.json().openapi).toMatch(/^3\./);
  });
});

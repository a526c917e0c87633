import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { nowIso } from './db/database.ts';
import { RACED_ANOTHER_REQUEST, registerErrorHandler } from './errors.ts';
import { createTestApp, describeEachEngine, type TestApp } from './test/harness.ts';

describeEachEngine('a write that loses a race for a unique value', (engine) => {
  let t: TestApp;
  let app: FastifyInstance;

  beforeEach(async () => {
    t = await createTestApp(engine);
    // A route that does what two racing requests do: the second write finds the value taken
    // by the unique index, after any check it made beforehand had passed.
    app = Fastify();
    registerErrorHandler(app);
    app.post('/claim', async () => {
      const claim = () =>
        t.app.database.db
          .insertInto('scheduled_runs')
          .values({ name: 'contested', last_started_at: nowIso() })
          .execute();
      await claim();
      await claim();
      return { ok: true };
    });
    await app.ready();
  });
  afterEach(async () => {
    await app.close();
    await t.close();
  });

  it('is answered 409 in words, not 500, and the value is held once', async () => {
    const response = await app.inject({ method: 'POST', url: '/claim' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: RACED_ANOTHER_REQUEST });
    const rows = await t.app.database.db.selectFrom('scheduled_runs').selectAll().execute();
    expect(rows.map((r) => r.name)).toEqual(['contested']);
  });
});

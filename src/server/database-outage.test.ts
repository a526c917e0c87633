import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { testConfig } from './test/harness.ts';
import { TcpProxy } from './test/tcp-proxy.ts';

const databaseUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!databaseUrl)('PostgreSQL going away and coming back', () => {
  const target = new URL(databaseUrl ?? 'postgres://localhost:5432/test');
  const proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
  const schema = `t_outage_${crypto.randomBytes(5).toString('hex')}`;
  let app: FastifyInstance;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    await proxy.start();
    const viaProxy = new URL(databaseUrl!);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    const database = openDatabase({ engine: 'postgres', url: viaProxy.toString(), schema });
    await migrateToLatest(database.db);
    app = await buildApp(testConfig(), { database });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await proxy.cut();
    const cleanup = new pg.Client({ connectionString: databaseUrl });
    await cleanup.connect();
    await cleanup.query(`drop schema ${schema} cascade`);
    await cleanup.end();
  });

  const enquiry = {
    name: 'Asha',
    email: 'asha@example.com',
    phone: '9876543210',
    company: 'Acme',
    program: 'Python',
  };
  const send = () =>
    app.inject({
      method: 'POST',
      url: '/api/program-dev-enquiry-email/',
      payload: enquiry,
      remoteAddress: `10.2.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`,
    });

  it('answers 503 {error} at once while the database is gone, then recovers by itself', async () => {
    expect((await send()).statusCode).toBe(201);

    await proxy.cut();
    for (let i = 0; i < 3; i++) {
      const started = Date.now();
      const refused = await send();
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('5');
      expect(refused.json()).toEqual({
        error: 'The service is briefly unavailable. Please try again in a moment.',
      });
    }
    const health = await app.inject({ method: 'GET', url: '/api/health/' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: 'unavailable' });
    const reviews = await app.inject({
      method: 'GET',
      url: '/api/program-reviews/?program=python',
    });
    expect(reviews.statusCode).toBe(503);

    await proxy.start();
    await expect.poll(async () => (await send()).statusCode, { timeout: 10_000 }).toBe(201);
    expect((await app.inject({ method: 'GET', url: '/api/health/' })).statusCode).toBe(200);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe } from 'vitest';
import { buildApp, type AppDependencies } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { openTestDatabase, type Engine } from './test-database.ts';
import { SmtpCapture } from './smtp-capture.ts';

export { openTestDatabase, type Engine } from './test-database.ts';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL points at one. */
export const engines: Engine[] = process.env.TEST_DATABASE_URL
  ? ['sqlite', 'postgres']
  : ['sqlite'];

/** Runs the same suite once per engine. */
export function describeEachEngine(title: string, suite: (engine: Engine) => void): void {
  for (const engine of engines) describe(`${title} [${engine}]`, () => suite(engine));
}

export type ConfigOverrides = Omit<Partial<Config>, 'mail'> & { mail?: Partial<Config['mail']> };

export function testConfig(overrides: ConfigOverrides = {}): Config {
  const base = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_ROOT: '/nonexistent' });
  return {
    ...base,
    // Uploads of each test app go to a throwaway folder.
    dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'mentora-test-')),
    ...overrides,
    mail: { ...base.mail, retryBaseMs: 10, retryMaxMs: 40, pollMs: 20, ...overrides.mail },
  };
}

export interface TestApp {
  app: FastifyInstance;
  close(): Promise<void>;
}

/** The real app on a fresh database of the given engine; the mail worker is driven by the test. */
export async function createTestApp(
  engine: Engine,
  overrides: ConfigOverrides = {},
  deps: Omit<AppDependencies, 'database'> = {},
): Promise<TestApp> {
  const database = await openTestDatabase(engine);
  const app = await buildApp(testConfig(overrides), { ...deps, database });
  await app.ready();
  return { app, close: () => app.close() };
}

/**
 * For a describe block: a real SMTP server for the whole block and a fresh app, delivering to
 * it, for each test. Read `ctx.t` and `ctx.smtp` inside the tests.
 */
export function useAppWithSmtp(engine: Engine, overrides: ConfigOverrides = {}) {
  const ctx = { smtp: new SmtpCapture(), t: undefined as unknown as TestApp };
  beforeAll(() => ctx.smtp.start());
  afterAll(() => ctx.smtp.stop());
  beforeEach(async () => {
    ctx.smtp.messages.length = 0;
    ctx.smtp.refuseWith = undefined;
    ctx.t = await createTestApp(engine, {
      ...overrides,
      mail: { ...overrides.mail, smtpUrl: ctx.smtp.url },
    });
  });
  afterEach(() => ctx.t.close());
  return ctx;
}

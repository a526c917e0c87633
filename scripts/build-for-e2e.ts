// `npm run validate`'s one build: `npm run build` in the environment that playwright.config.ts
// gives the browser tests' server, so that scripts/start.mjs finds it current there (same
// sources, same site details) and does not build a second time.
// Usage: tsx scripts/build-for-e2e.ts
import { spawnSync } from 'node:child_process';
import config from '../playwright.config.ts';

const site = [config.webServer ?? []]
  .flat()
  .find((server) => server.command.includes('scripts/start.mjs'));
if (!site) throw new Error('playwright.config.ts starts no server with scripts/start.mjs');

// As start.mjs builds: a production build, whatever NODE_ENV the tests' server runs with.
const env = { ...process.env, ...site.env, NODE_ENV: 'production' };
const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env });
process.exit(result.status ?? 1);

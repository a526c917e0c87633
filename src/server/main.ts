import cluster from 'node:cluster';
import fs from 'node:fs';
import { runPrimary } from './cluster.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { serve } from './serve.ts';
import { startupProblem } from './startup-problem.ts';
import { identityMismatch } from './web/build-identity.ts';

/** The pages carry the site's identity; mail and invoices must not name someone else. */
function checkBuiltIdentity(config: Config): void {
  const differing = identityMismatch(config.webRoot, config.identity);
  if (differing.length > 0) {
    throw new ConfigError(
      `${differing.join(', ')}: the pages were built with other values; run \`npm run build\` with this environment`,
    );
  }
}

function readConfig(): Config {
  try {
    const config = loadConfig();
    checkBuiltIdentity(config);
    return config;
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`Configuration error: ${err.message}`);
      process.exit(1);
    }
    throw err;
  }
}

// Settings in ./.env, when there is one; the environment's own values win.
if (fs.existsSync('.env')) process.loadEnvFile('.env');
const config = readConfig();
const run = config.webConcurrency > 1 && cluster.isPrimary ? runPrimary : serve;
run(config).catch((err: unknown) => {
  const problem = startupProblem(err, config);
  // One line for a problem of configuration; its stack only when asked for.
  console.error(problem ? `Start-up failed: ${problem}` : err);
  if (problem && ['debug', 'trace'].includes(config.logLevel)) console.error(err);
  process.exit(1);
});

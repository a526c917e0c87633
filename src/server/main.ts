import cluster from 'node:cluster';
import fs from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { runPrimary } from './cluster.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { configWarnings } from './config-warnings.ts';
import { serve } from './serve.ts';
import { startupProblem } from './startup-problem.ts';
import { identityMismatch } from './web/build-identity.ts';

/**
 * What the built pages must agree with: in production they must be there, and they carry the
 * site's identity, which mail and invoices must not contradict.
 */
function checkBuild(config: Config): void {
  if (config.env === 'production' && !fs.existsSync(path.join(config.webRoot, 'index.html'))) {
    throw new ConfigError(
      `WEB_ROOT: ${config.webRoot} holds no built site; run \`npm run build\`, or set WEB_ROOT to where it is`,
    );
  }
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
    checkBuild(config);
    return config;
  } catch (err) {
    if (err instanceof ConfigError) {
      for (const line of err.message.split('\n')) console.error(`Configuration error: ${line}`);
      process.exit(1);
    }
    throw err;
  }
}

// Settings in ./.env, when there is one; the environment's own values win.
const envFile = fs.existsSync('.env') ? fs.readFileSync('.env', 'utf8') : undefined;
if (envFile !== undefined) process.loadEnvFile('.env');
const config = readConfig();
if (cluster.isPrimary) {
  const names = envFile === undefined ? [] : Object.keys(parseEnv(envFile));
  for (const line of configWarnings(config, names)) console.error(`Configuration warning: ${line}`);
}
const run = config.webConcurrency > 1 && cluster.isPrimary ? runPrimary : serve;
run(config).catch((err: unknown) => {
  const problem = startupProblem(err, config);
  // One line for a problem of configuration; its stack only when asked for.
  console.error(problem ? `Start-up failed: ${problem}` : err);
  if (problem && ['debug', 'trace'].includes(config.logLevel)) console.error(err);
  process.exit(1);
});

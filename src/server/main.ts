import cluster from 'node:cluster';
import fs from 'node:fs';
import { runPrimary } from './cluster.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { configErrorLines, configWarnings } from './config-warnings.ts';
import { loadEnvFile } from './env-file.ts';
import { serve } from './serve.ts';
import { startupProblem } from './startup-problem.ts';
import { brandMismatch } from './web/brand-mark.ts';
import { identityMismatch } from './web/build-identity.ts';
import { serverBuildFile } from './web/page-renderer.ts';

/**
 * What the built pages must agree with: in production they must be there, and they carry the
 * site's identity, which mail and invoices must not contradict, and its brand mark.
 */
function checkBuild(config: Config): void {
  if (config.env === 'production' && !fs.existsSync(serverBuildFile(config.webRoot))) {
    throw new ConfigError(
      `WEB_ROOT: ${config.webRoot} holds no built site; run \`npm run build\`, or set WEB_ROOT to where it is`,
    );
  }
  const differing = [
    ...identityMismatch(config.webRoot, config.identity),
    ...(brandMismatch(config.webRoot, config.brandDir) ? ['BRAND_DIR'] : []),
  ];
  if (differing.length > 0) {
    throw new ConfigError(
      `${differing.join(', ')}: the pages were built with other values; run \`npm run build\` with this environment`,
    );
  }
}

function readConfig(envFileNames: readonly string[]): Config {
  try {
    const config = loadConfig(process.env, { checkDataDir: true });
    checkBuild(config);
    return config;
  } catch (err) {
    if (err instanceof ConfigError) {
      for (const line of configErrorLines(err.message, envFileNames)) console.error(line);
      process.exit(1);
    }
    throw err;
  }
}

const envFileNames = loadEnvFile();
const config = readConfig(envFileNames);
if (cluster.isPrimary) {
  for (const line of configWarnings(config, envFileNames)) {
    console.error(`Configuration warning: ${line}`);
  }
}
const run = config.webConcurrency > 1 && cluster.isPrimary ? runPrimary : serve;
run(config).catch((err: unknown) => {
  const problem = startupProblem(err, config);
  // One line for a problem of configuration; its stack only when asked for.
  console.error(problem ? `Start-up failed: ${problem}` : err);
  if (problem && ['debug', 'trace'].includes(config.logLevel)) console.error(err);
  process.exit(1);
});

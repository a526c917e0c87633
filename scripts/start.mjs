// `npm start`: serve the production build, building it first when it is missing, when the
// sources changed since it was made (a `git pull`), or when its pages name the site differently
// from this environment (SITE_NAME, SUPPORT_PHONE, ...) or carry another logo (BRAND_DIR).
// `npm start -- --verbose` shows the build's own output; otherwise it is shown only when the
// build fails.
// PUBLIC_ORIGIN needs no rebuild: the server writes its own into the pages as it loads them.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { builtFingerprint, sourceFingerprint } from './source-fingerprint.mjs';

// Settings in ./.env, when there is one, for the build and the server; the environment wins.
const envFileNames = existsSync('.env') ? Object.keys(parseEnv(readFileSync('.env', 'utf8'))) : [];
if (existsSync('.env')) process.loadEnvFile('.env');
const verbose = process.argv.includes('--verbose');

function build(reason) {
  console.log(`${reason}: building the site first (under a minute)...`);
  const started = Date.now();
  // Always a production build, whatever NODE_ENV the server itself runs with.
  const env = { ...process.env, NODE_ENV: 'production' };
  const result = spawnSync('npm', ['run', 'build'], {
    stdio: verbose ? 'inherit' : 'pipe',
    encoding: 'utf8',
    env,
  });
  if (result.status !== 0) {
    if (!verbose) process.stderr.write(`${result.stdout ?? ''}${result.stderr ?? ''}`);
    console.error('The build failed; the output above says why.');
    process.exit(result.status ?? 1);
  }
  console.log(`Built in ${Math.round((Date.now() - started) / 1000)} s.`);
}

/**
 * Settings the build would bake into the pages are checked first, with the built server's own
 * rules: a bad value stops here, before a rebuild could replace a good build with a broken one.
 */
async function refuseBadSettings() {
  const config = await import('../dist/node/server/config.js').catch(() => undefined);
  if (!config) return;
  const warnings = await import('../dist/node/server/config-warnings.js').catch(() => undefined);
  try {
    config.loadConfig(process.env);
  } catch (err) {
    if (!(err instanceof config.ConfigError)) throw err;
    // With the names in .env that look misspelled; a build from before they were shown has
    // only the errors.
    const lines =
      warnings?.configErrorLines?.(err.message, envFileNames) ??
      err.message.split('\n').map((line) => `Configuration error: ${line}`);
    for (const line of lines) console.error(line);
    process.exit(1);
  }
}

const built = existsSync('dist/web/server/index.js') && existsSync('dist/node/server/main.js');
if (!built) build('No production build yet');
else {
  await refuseBadSettings();
  if (existsSync('src') && builtFingerprint() !== sourceFingerprint()) {
    build('The sources changed since the last build');
  } else if (await identityChanged()) build('The site details changed');
}
await import('../dist/node/server/main.js');

async function identityChanged() {
  const modules = await Promise.all([
    import('../dist/node/domain/site-identity-env.js'),
    import('../dist/node/server/web/build-identity.js'),
    import('../dist/node/server/web/brand-mark.js'),
  ]).catch(() => undefined);
  if (!modules) return true; // built before the identity and the brand mark were recorded
  const [{ siteIdentityFromEnv }, { identityMismatch }, { brandMismatch }] = modules;
  const identity = siteIdentityFromEnv(process.env, { production: false });
  const webRoot = process.env.WEB_ROOT ?? 'dist/web/client';
  return (
    identityMismatch(webRoot, identity).length > 0 ||
    brandMismatch(webRoot, process.env.BRAND_DIR || undefined)
  );
}

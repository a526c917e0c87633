// `npm start`: serve the production build, building it first when it is missing, when the
// sources changed since it was made (a `git pull`), or when its pages name the site differently
// from this environment (SITE_NAME, SUPPORT_PHONE, ...).
// PUBLIC_ORIGIN needs no rebuild: the server writes its own into the pages as it loads them.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { builtFingerprint, sourceFingerprint } from './source-fingerprint.mjs';

// Settings in ./.env, when there is one, for the build and the server; the environment wins.
if (existsSync('.env')) process.loadEnvFile('.env');

function build(reason) {
  console.log(`${reason}: building the site first (under a minute)...`);
  // Always a production build, whatever NODE_ENV the server itself runs with.
  const env = { ...process.env, NODE_ENV: 'production' };
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const built = existsSync('dist/web/client/index.html') && existsSync('dist/node/server/main.js');
if (!built) build('No production build yet');
else if (existsSync('src') && builtFingerprint() !== sourceFingerprint()) {
  build('The sources changed since the last build');
} else if (await identityChanged()) build('The site details changed');
await import('../dist/node/server/main.js');

async function identityChanged() {
  const modules = await Promise.all([
    import('../dist/node/domain/site-identity-env.js'),
    import('../dist/node/server/web/build-identity.js'),
  ]).catch(() => undefined);
  if (!modules) return true; // built before the identity was recorded
  const [{ siteIdentityFromEnv }, { identityMismatch }] = modules;
  let identity;
  try {
    identity = siteIdentityFromEnv(process.env, { production: false });
  } catch {
    return false; // the server names the bad value when it starts
  }
  const webRoot = process.env.WEB_ROOT ?? 'dist/web/client';
  return identityMismatch(webRoot, identity).length > 0;
}

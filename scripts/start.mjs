// `npm start`: serve the production build, building it first when it is missing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const built = existsSync('dist/web/client/index.html') && existsSync('dist/node/server/main.js');
if (!built) {
  console.log('No production build yet: building the site first (under a minute)...');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import('../dist/node/server/main.js');

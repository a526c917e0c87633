// The production build on a throwaway database, as `npm run lighthouse` and `npm run screenshots`
// start it: the e2e run's identity, so that its pages need no rebuild between the two.
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { E2E_IDENTITY } from '../e2e/support/ports.ts';
import { waitFor } from './bench-support.ts';

export async function startLocalSite(options: {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
}): Promise<ChildProcess> {
  rmSync(options.dataDir, { recursive: true, force: true });
  const server = spawn('node', ['scripts/start.mjs'], {
    env: {
      ...process.env,
      ...E2E_IDENTITY,
      PORT: String(options.port),
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: 'inherit',
  });
  try {
    await waitFor(`http://127.0.0.1:${options.port}/api/health/`);
  } catch (error) {
    server.kill('SIGTERM');
    throw error;
  }
  return server;
}

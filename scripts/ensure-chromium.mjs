// Browser tests use Debian's Chromium, never a downloaded browser. Installs it when missing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(CHROMIUM)) process.exit(0);

const isRoot = process.getuid?.() === 0;
const run = (args) => {
  const command = isRoot ? args[0] : 'sudo';
  const result = spawnSync(command, isRoot ? args.slice(1) : args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0) {
    console.error(
      `Could not run: ${args.join(' ')}. Install Chromium with: apt-get install chromium`,
    );
    process.exit(1);
  }
};
console.log(`${CHROMIUM} not found: installing Debian's chromium package...`);
run(['apt-get', 'update', '-qq']);
run(['apt-get', 'install', '-y', '-qq', 'chromium', 'fonts-liberation']);

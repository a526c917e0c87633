// Helpers shared by `npm run bench` and `npm run soak`.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';

/**
 * A Node.js server for the measurement. With BENCH_SERVER_CPUS (e.g. "1") it runs on those
 * cores only, so that it does not share them with the load generator (run that under
 * `taskset -c 0`); taskset execs Node, so the pid is the server's.
 */
export function startChild(command: string[], env: Record<string, string>): ChildProcess {
  const cpus = process.env.BENCH_SERVER_CPUS;
  const [file, args] = cpus
    ? ['taskset', ['-c', cpus, process.execPath, ...command]]
    : [process.execPath, command];
  return spawn(file, args, {
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

export async function waitFor(url: string) {
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not come up`);
}

export function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Peak resident memory of a process so far, in MB (Linux). */
export function peakRssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

/** Resident memory of a process now, in MB (Linux). */
export function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Every line the server printed, in order. */
  lines: string[];
  /** Resolves once the process has exited. */
  exited: Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The real server, `src/server/main.ts` run by Node as in production, on a port of its own. */
export async function startServerProcess(
  env: Record<string, string>,
  port?: number,
): Promise<ServerProcess> {
  const listenPort = port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('src/server/main.ts')], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(listenPort),
      WEB_ROOT: '/nonexistent',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  for (const stream of [child.stdout!, child.stderr!]) {
    let rest = '';
    stream.on('data', (chunk: Buffer) => {
      const parts = (rest + chunk.toString()).split('\n');
      rest = parts.pop()!;
      lines.push(...parts);
    });
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${listenPort}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${lines.join('\n')}`);
    try {
      if ((await fetch(`${url}/api/health/`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${lines.join('\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, child, lines, exited };
}

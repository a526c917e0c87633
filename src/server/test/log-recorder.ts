import Fastify, { type FastifyBaseLogger } from 'fastify';

export interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

export const LOG_LEVEL = { info: 30, warn: 40, error: 50 } as const;

/** A real logger, as the app has, whose lines the test can read. */
export function recordingLogger(): { log: FastifyBaseLogger; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const stream = { write: (line: string) => lines.push(JSON.parse(line) as LogLine) };
  return { log: Fastify({ logger: { level: 'info', stream } }).log, lines };
}

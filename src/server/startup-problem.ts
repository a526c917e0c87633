import path from 'node:path';
import type { Config } from './config.ts';

interface SystemError {
  code?: string;
  message?: string;
}

const DATABASE_CODES: Record<string, string> = {
  ECONNREFUSED: 'nothing answers at that address',
  ENOTFOUND: 'that host name is unknown',
  ETIMEDOUT: 'the connection timed out',
  EHOSTUNREACH: 'that host cannot be reached',
  '3D000': 'that database does not exist',
  '28P01': 'the password was refused',
  '28000': 'that user may not connect',
  SQLITE_CANTOPEN: 'the SQLite file cannot be opened (is its folder there and writable?)',
};

/**
 * Why the server could not start, in one line that names the variable to fix; undefined when
 * the error is not one an operator causes by configuration (then the stack is what helps).
 */
export function startupProblem(err: unknown, config: Config): string | undefined {
  const { code } = (err ?? {}) as SystemError;
  if (code === 'EADDRINUSE') {
    return `PORT: ${config.host}:${config.port} is already in use; stop what listens there or set another PORT`;
  }
  if (code === 'EACCES' || code === 'EADDRNOTAVAIL') {
    return `PORT/HOST: cannot listen on ${config.host}:${config.port} (${code}); choose a port above 1023 and an address of this machine`;
  }
  if (code === 'ENOTDIR' || code === 'EEXIST') {
    // The SQLite file's folder has a file in its way (DATA_DIR was checked with the settings).
    const where = path.resolve((err as { path?: string }).path ?? '.');
    return `DATABASE_URL: cannot make the folder ${where}: a file is in the way (${code})`;
  }
  if (code && code in DATABASE_CODES) {
    const where = config.database.engine === 'postgres' ? 'PostgreSQL' : 'SQLite';
    return `DATABASE_URL: cannot use the ${where} database: ${DATABASE_CODES[code]} (${code})`;
  }
  return undefined;
}

import path from 'node:path';
import type { DatabaseTarget } from '../config.ts';

/**
 * Which database this is, for the start-up log: a file's path or a server's host and database,
 * never a password. Read by hand rather than with URL: `postgres://user@/db?host=/run/...` (a
 * Unix socket) is a URL pg takes and URL does not.
 */
export function databaseLabel(target: DatabaseTarget): string {
  if (target.engine === 'sqlite') {
    return target.filename === ':memory:'
      ? 'SQLite in memory'
      : `SQLite ${path.resolve(target.filename)}`;
  }
  const match = /^postgres(?:ql)?:\/\/(?:[^@/?]*@)?([^/?]*)(\/[^?]*)?(?:\?(.*))?$/.exec(target.url);
  const socket = new URLSearchParams(match?.[3] ?? '').get('host');
  const host = match?.[1] || socket || 'the local socket';
  const schema = target.schema ? ` (schema ${target.schema})` : '';
  return `PostgreSQL ${host}${match?.[2] ?? ''}${schema}`;
}

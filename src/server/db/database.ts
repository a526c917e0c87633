import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDialectConfig,
} from 'kysely';
import pg from 'pg';
import type { DatabaseTarget } from '../config.ts';
import { RowStream } from './row-stream.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  engine: DatabaseTarget['engine'];
  close(): Promise<void>;
}

/**
 * SQLite write transactions start IMMEDIATE so that two processes sharing the file queue on
 * the busy timeout instead of failing when a read lock cannot be upgraded.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

/**
 * Kysely prepares every query afresh; better-sqlite3's statements can be reused, and preparing
 * was a tenth of the time of a reviews request. The handful of distinct queries the app makes
 * are prepared once and kept.
 */
function withStatementCache(sqlite: BetterSqlite3.Database): BetterSqlite3.Database {
  const statements = new Map<string, BetterSqlite3.Statement>();
  const prepare = sqlite.prepare.bind(sqlite);
  return new Proxy(sqlite, {
    get(target, property, receiver) {
      if (property !== 'prepare') return Reflect.get(target, property, receiver) as unknown;
      return (source: string) => {
        let statement = statements.get(source);
        if (!statement) {
          statement = prepare(source);
          // Queries with values inlined (migrations) would fill the cache; they run once anyway.
          if (statements.size < 500) statements.set(source, statement);
        }
        return statement;
      };
    },
  });
}

/**
 * The database holds password hashes, sessions and people's details: only the account the
 * server runs as may read it. Modes are set outright, whatever the umask, on files made before
 * too. SQLite gives the -wal and -shm files it creates the main file's mode.
 */
function restrictToOwner(filename: string): void {
  for (const file of [filename, `${filename}-wal`, `${filename}-shm`]) {
    if (fs.existsSync(file)) fs.chmodSync(file, 0o600);
  }
}

function openSqlite(filename: string): DatabaseHandle {
  const onDisk = filename !== ':memory:';
  // A directory that exists keeps the mode its owner gave it.
  if (onDisk) fs.mkdirSync(path.dirname(path.resolve(filename)), { recursive: true, mode: 0o700 });
  const sqlite = new BetterSqlite3(filename);
  if (onDisk) restrictToOwner(filename);
  return sqliteHandle(sqlite);
}

const sqliteOf = new WeakMap<Db, BetterSqlite3.Database>();

function sqliteHandle(sqlite: BetterSqlite3.Database): DatabaseHandle {
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('journal_size_limit = 67108864');
  const db = new Kysely<Database>({
    dialect: new ImmediateSqliteDialect({ database: withStatementCache(sqlite) }),
  });
  sqliteOf.set(db, sqlite);
  return {
    db,
    engine: 'sqlite',
    async close() {
      await db.destroy();
      // Kysely closes only a connection it has used: a database never queried stays open.
      if (sqlite.open) sqlite.close();
    },
  };
}

/** An in-memory SQLite database's whole content, to open copies of with `openSqliteImage`. */
export function sqliteImage(handle: DatabaseHandle): Buffer {
  const sqlite = sqliteOf.get(handle.db);
  if (!sqlite) throw new Error('Not a SQLite database.');
  return sqlite.serialize();
}

/** A new in-memory SQLite database holding a copy of `image`. */
export function openSqliteImage(image: Buffer): DatabaseHandle {
  return sqliteHandle(new BetterSqlite3(image));
}

// pg returns BIGINT (count(*), bigserial) as text; every number here fits in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

function openPostgres(url: string, schema: string | undefined, onError: (err: Error) => void) {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    statement_timeout: 10_000,
    idle_in_transaction_session_timeout: 30_000,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // A client losing its connection must not crash the process: the pool reports idle ones;
  // one checked out has no listener of the pool's, and its own query fails on its own.
  pool.on('error', onError);
  pool.on('connect', (client) => client.on('error', onError));
  // `stream()` (the exports) takes its rows as they arrive instead of as one array at the end.
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool, cursor: RowStream }) });
  return {
    db,
    engine: 'postgres',
    async close() {
      await db.destroy();
      // Kysely ends only a pool it has used: a database never queried stays open.
      if (!pool.ended) await pool.end();
    },
  } satisfies DatabaseHandle;
}

export function openDatabase(
  target: DatabaseTarget,
  onError: (err: Error) => void = () => {},
): DatabaseHandle {
  return target.engine === 'sqlite'
    ? openSqlite(target.filename)
    : openPostgres(target.url, target.schema, onError);
}

/** The current time as stored in the database. */
export function nowIso(date: Date = new Date()): string {
  return date.toISOString();
}

import { expect, it } from 'vitest';
import { databaseLabel } from './database-label.ts';

it.each([
  ['postgres://app:secret@db.internal:5432/site', 'PostgreSQL db.internal:5432/site'],
  ['postgres:///mentora?host=/var/run/postgresql', 'PostgreSQL /var/run/postgresql/mentora'],
  [
    'postgres://mentora@/mentora?host=/var/run/postgresql',
    'PostgreSQL /var/run/postgresql/mentora',
  ],
  ['postgresql://u@localhost/db', 'PostgreSQL localhost/db'],
])('names %s without its password', (url, label) => {
  expect(databaseLabel({ engine: 'postgres', url })).toBe(label);
});

it('names a SQLite file by its full path', () => {
  expect(databaseLabel({ engine: 'sqlite', filename: ':memory:' })).toBe('SQLite in memory');
  expect(databaseLabel({ engine: 'sqlite', filename: '/var/lib/mentora/app.db' })).toBe(
    'SQLite /var/lib/mentora/app.db',
  );
});

import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GRANTS, type Role } from '../../../domain/roles.ts';

const RUNBOOK = new URL('../../../../docs/staff-runbook.md', import.meta.url);
const COLUMNS: Role[] = ['owner', 'staff', 'accountant', 'mentor'];

/** The runbook's permission table, as { permission: roles holding it }. */
function documentedGrants(): Record<string, Role[]> {
  const text = fs.readFileSync(RUNBOOK, 'utf8');
  const table = /<!-- permission-table -->\n([\s\S]*?)<!-- \/permission-table -->/.exec(text);
  if (!table) throw new Error('docs/staff-runbook.md has no permission table');
  const rows = table[1]!.trim().split('\n').slice(2);
  return Object.fromEntries(
    rows.map((row) => {
      const cells = row.split('|').map((cell) => cell.trim());
      const permission = cells[1]!.replaceAll('`', '');
      const yes = cells.slice(3, 3 + COLUMNS.length);
      return [permission, COLUMNS.filter((_, i) => yes[i] === 'yes')];
    }),
  );
}

describe("the staff runbook's permission table", () => {
  it('says exactly what the server grants each role', () => {
    const granted: Record<string, Role[]> = {};
    for (const role of COLUMNS) {
      for (const permission of GRANTS[role]) (granted[permission] ??= []).push(role);
    }
    expect(documentedGrants()).toEqual(granted);
    expect(GRANTS.learner).toEqual([]);
  });
});

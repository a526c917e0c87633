import { describe, expect, it } from 'vitest';
import { ROLES, can } from '../../../domain/roles.ts';
import { consoleLink } from './account-nav.tsx';

describe("the account menu's way into the console", () => {
  it('leads each role where the permission table lets it in', () => {
    for (const role of ROLES) {
      const expected = can(role, 'console')
        ? [['/staff', 'Staff console']]
        : can(role, 'teach')
          ? [['/staff/cohorts', 'My cohorts']]
          : [];
      expect(consoleLink({ role }), role).toEqual(expected);
    }
  });
});

import { createContext, useContext } from 'react';
import type { AuditNames } from '../../../../domain/staff/audit-words.ts';
import type { PersonRef } from '../../../../domain/staff/list-query.ts';

/** The team, by id: the log stores an assignee or a cohort's mentors by id only. */
export function auditNamesOf(members: PersonRef[] | null): AuditNames {
  const byId = new Map((members ?? []).map((m) => [m.id, m.name]));
  return { person: (id) => byId.get(id) };
}

// The columns are made once, outside any component; the names reach their cells this way.
export const AuditNamesContext = createContext<AuditNames>({});

export const useAuditNames = () => useContext(AuditNamesContext);

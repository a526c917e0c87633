import type { AuditChange } from '../audit/audit-log.ts';

/**
 * The audit's changes between two versions of a document: each top-level field whose value
 * differs, with what it was and what it became (null for a document that did not exist, as
 * before a program is created). Fields are compared as JSON, so a list or a plan counts as
 * changed when anything inside it did.
 */
export function documentChanges(before: object | null, after: object | null): AuditChange[] {
  const was = (before ?? {}) as Record<string, unknown>;
  const now = (after ?? {}) as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  return fields
    .filter((field) => JSON.stringify(was[field]) !== JSON.stringify(now[field]))
    .map((field) => ({ field, before: was[field] ?? null, after: now[field] ?? null }));
}

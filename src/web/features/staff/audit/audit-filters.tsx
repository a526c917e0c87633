import { AUDIT_RECORD_TYPES, type AuditQuery } from '../../../../domain/staff/audit.ts';
import type { PersonRef } from '../../../../domain/staff/list-query.ts';
import { DateRangeFilter, FilterBar, SelectFilter, TextFilter } from '../list/filter-controls.tsx';
import { filterBinder, type ListFilterProps } from '../list/use-list-query.ts';
import { TYPE_LABELS } from './record-link.tsx';

const TYPE_CHOICES = AUDIT_RECORD_TYPES.map((type) => ({ value: type, label: TYPE_LABELS[type] }));

export function AuditFilters({
  query,
  filtered,
  setFilters,
  members,
}: ListFilterProps<AuditQuery> & { members: PersonRef[] | null }) {
  const people = (members ?? []).map((m) => ({ value: String(m.id), label: m.name }));
  const bind = filterBinder(query, setFilters);
  return (
    <FilterBar label="Filter the audit log" filtered={filtered}>
      <SelectFilter
        label="Person"
        anyLabel={members ? 'Anyone' : 'Anyone (team not loaded)'}
        choices={people}
        {...bind('actor_id')}
      />
      <SelectFilter
        label="Record type"
        anyLabel="All records"
        choices={TYPE_CHOICES}
        {...bind('record_type')}
      />
      <DateRangeFilter from={bind('from')} to={bind('to')} />
      <TextFilter label="Record id" placeholder="e.g. an order number" {...bind('record_id')} />
    </FilterBar>
  );
}

import { AUDIT_RECORD_TYPES, type AuditQuery } from '../../../../domain/staff/audit.ts';
import { fetchMembers } from '../api/members-api.ts';
import { useApiData } from '../../../lib/use-api-data.ts';
import { DateRangeFilter, FilterBar, SelectFilter, TextFilter } from '../list/filter-controls.tsx';
import { filterBinder, type ListFilterProps } from '../list/use-list-query.ts';

const TYPE_CHOICES = AUDIT_RECORD_TYPES.map((type) => ({
  value: type,
  label: type === 'user' ? 'Account' : type.charAt(0).toUpperCase() + type.slice(1),
}));

export function AuditFilters({ query, filtered, setFilters }: ListFilterProps<AuditQuery>) {
  const members = useApiData('members', fetchMembers);
  const people =
    members.state.status === 'ready'
      ? members.state.data.results.map((m) => ({ value: String(m.id), label: m.name }))
      : [];
  const bind = filterBinder(query, setFilters);
  return (
    <FilterBar label="Filter the audit log" filtered={filtered}>
      <SelectFilter
        label="Person"
        anyLabel={members.state.status === 'error' ? 'Anyone (team not loaded)' : 'Anyone'}
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

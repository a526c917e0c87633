import { AUDIT_RECORD_TYPES, type AuditQuery } from '../../../../domain/staff/audit.ts';
import { fetchMembers } from '../api/members-api.ts';
import { useApiData } from '../../../lib/use-api-data.ts';
import { DateFilter, FilterBar, SelectFilter, TextFilter } from '../list/filter-controls.tsx';
import type { FilterChanges } from '../list/use-list-query.ts';

interface Props {
  query: AuditQuery;
  filtered: boolean;
  setFilters: (changes: FilterChanges<AuditQuery>) => void;
}

const TYPE_CHOICES = AUDIT_RECORD_TYPES.map((type) => ({
  value: type,
  label: type === 'user' ? 'Account' : type.charAt(0).toUpperCase() + type.slice(1),
}));

export function AuditFilters({ query, filtered, setFilters }: Props) {
  const members = useApiData('members', fetchMembers);
  const people =
    members.state.status === 'ready'
      ? members.state.data.results.map((m) => ({ value: String(m.id), label: m.name }))
      : [];
  return (
    <FilterBar label="Filter the audit log" filtered={filtered}>
      <SelectFilter
        label="Person"
        anyLabel={members.state.status === 'error' ? 'Anyone (team not loaded)' : 'Anyone'}
        value={query.actor_id}
        choices={people}
        onChange={(actor_id) => setFilters({ actor_id })}
      />
      <SelectFilter
        label="Record type"
        anyLabel="All records"
        value={query.record_type}
        choices={TYPE_CHOICES}
        onChange={(record_type) => setFilters({ record_type })}
      />
      <DateFilter label="From" value={query.from} onChange={(from) => setFilters({ from })} />
      <DateFilter label="To" value={query.to} onChange={(to) => setFilters({ to })} />
      <TextFilter
        label="Record id"
        placeholder="e.g. an order number"
        value={query.record_id}
        onApply={(record_id) => setFilters({ record_id })}
        className="col-span-2"
      />
    </FilterBar>
  );
}

import {
  ENQUIRY_KINDS,
  ENQUIRY_KIND_LABELS,
  ENQUIRY_STATUSES,
  ENQUIRY_STATUS_LABELS,
  type EnquiryListQuery,
} from '../../../../domain/staff/enquiries.ts';
import { DateFilter, FilterBar, SelectFilter, TextFilter } from '../list/filter-controls.tsx';
import { ENQUIRY_PROGRAM_CHOICES } from '../list/program-choices.ts';
import type { FilterChanges } from '../list/use-list-query.ts';

interface Props {
  query: EnquiryListQuery;
  filtered: boolean;
  setFilters: (changes: FilterChanges<EnquiryListQuery>) => void;
}

export function EnquiryFilters({ query, filtered, setFilters }: Props) {
  return (
    <FilterBar label="Filter enquiries" filtered={filtered}>
      <SelectFilter
        label="Kind"
        anyLabel="All kinds"
        value={query.kind}
        choices={ENQUIRY_KINDS.map((k) => ({ value: k, label: ENQUIRY_KIND_LABELS[k] }))}
        onChange={(kind) => setFilters({ kind })}
      />
      <SelectFilter
        label="Status"
        anyLabel="All statuses"
        value={query.status}
        choices={ENQUIRY_STATUSES.map((s) => ({ value: s, label: ENQUIRY_STATUS_LABELS[s] }))}
        onChange={(status) => setFilters({ status })}
      />
      <SelectFilter
        label="Program"
        anyLabel="All programs"
        value={query.program}
        choices={ENQUIRY_PROGRAM_CHOICES}
        onChange={(program) => setFilters({ program })}
      />
      <DateFilter
        label="Received from"
        value={query.from}
        onChange={(from) => setFilters({ from })}
      />
      <DateFilter label="Received to" value={query.to} onChange={(to) => setFilters({ to })} />
      <TextFilter
        label="Search enquiries"
        placeholder="Name, email, phone or reference"
        value={query.q}
        onApply={(q) => setFilters({ q })}
        className="col-span-2"
      />
    </FilterBar>
  );
}

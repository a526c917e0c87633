import {
  ENQUIRY_KINDS,
  ENQUIRY_KIND_LABELS,
  ENQUIRY_STATUSES,
  ENQUIRY_STATUS_LABELS,
  type EnquiryListQuery,
} from '../../../../domain/staff/enquiries.ts';
import {
  DateRangeFilter,
  FilterBar,
  ProgramFilter,
  RecordSearchFilter,
  SelectFilter,
} from '../list/filter-controls.tsx';
import { enquiryProgramChoices } from '../list/program-choices.ts';
import { filterBinder, type ListFilterProps } from '../list/use-list-query.ts';
import { labelledChoices } from '../ui/select-field.tsx';

export function EnquiryFilters({ query, filtered, setFilters }: ListFilterProps<EnquiryListQuery>) {
  const bind = filterBinder(query, setFilters);
  return (
    <FilterBar label="Filter enquiries" filtered={filtered}>
      <SelectFilter
        label="Kind"
        anyLabel="All kinds"
        choices={labelledChoices(ENQUIRY_KINDS, ENQUIRY_KIND_LABELS)}
        {...bind('kind')}
      />
      <SelectFilter
        label="Status"
        anyLabel="All statuses"
        choices={labelledChoices(ENQUIRY_STATUSES, ENQUIRY_STATUS_LABELS)}
        {...bind('status')}
      />
      <SelectFilter
        label="Reply by"
        anyLabel="Any time"
        choices={[{ value: 'overdue', label: 'Overdue' }]}
        {...bind('due')}
      />
      <ProgramFilter choices={enquiryProgramChoices()} {...bind('program')} />
      <DateRangeFilter verb="Received" from={bind('from')} to={bind('to')} />
      <RecordSearchFilter
        label="Search enquiries"
        placeholder="Name, email, phone or reference"
        {...bind('q')}
      />
    </FilterBar>
  );
}

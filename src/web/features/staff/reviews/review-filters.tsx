import type { StaffReviewQuery } from '../../../../domain/staff/reviews.ts';
import {
  DateRangeFilter,
  FilterBar,
  ProgramFilter,
  SelectFilter,
  TextFilter,
} from '../list/filter-controls.tsx';
import { programSlugChoices } from '../list/program-choices.ts';
import { filterBinder, type ListFilterProps } from '../list/use-list-query.ts';

const RATINGS = [5, 4, 3, 2, 1].map((n) => ({
  value: String(n),
  label: `${n} star${n === 1 ? '' : 's'}`,
}));

const VISIBILITIES = [
  { value: 'visible', label: 'Visible only' },
  { value: 'hidden', label: 'Hidden only' },
];

export function ReviewFilters({ query, filtered, setFilters }: ListFilterProps<StaffReviewQuery>) {
  const bind = filterBinder(query, setFilters);
  const visibility = bind('visibility');
  return (
    <FilterBar label="Filter reviews" filtered={filtered}>
      <ProgramFilter choices={programSlugChoices()} {...bind('program')} />
      <SelectFilter label="Rating" anyLabel="Any rating" choices={RATINGS} {...bind('rating')} />
      <SelectFilter
        label="Visibility"
        anyLabel="All"
        choices={VISIBILITIES}
        onChange={visibility.onChange}
        // 'all' is the schema's default, the same as no filter.
        value={visibility.value === 'all' ? undefined : visibility.value}
      />
      <DateRangeFilter verb="Written" from={bind('from')} to={bind('to')} />
      <TextFilter label="Search reviews" placeholder="Author or comment" {...bind('q')} />
    </FilterBar>
  );
}

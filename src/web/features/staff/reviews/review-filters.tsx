import type { StaffReviewQuery } from '../../../../domain/staff/reviews.ts';
import { DateFilter, FilterBar, SelectFilter, TextFilter } from '../list/filter-controls.tsx';
import { REVIEW_PROGRAM_CHOICES } from '../list/program-choices.ts';
import type { FilterChanges } from '../list/use-list-query.ts';

interface Props {
  query: StaffReviewQuery;
  filtered: boolean;
  setFilters: (changes: FilterChanges<StaffReviewQuery>) => void;
}

const RATINGS = [5, 4, 3, 2, 1].map((n) => ({
  value: String(n),
  label: `${n} star${n === 1 ? '' : 's'}`,
}));

export function ReviewFilters({ query, filtered, setFilters }: Props) {
  return (
    <FilterBar label="Filter reviews" filtered={filtered}>
      <SelectFilter
        label="Program"
        anyLabel="All programs"
        value={query.program}
        choices={REVIEW_PROGRAM_CHOICES}
        onChange={(program) => setFilters({ program })}
      />
      <SelectFilter
        label="Rating"
        anyLabel="Any rating"
        value={query.rating}
        choices={RATINGS}
        onChange={(rating) => setFilters({ rating })}
      />
      <SelectFilter
        label="Visibility"
        anyLabel="All"
        value={query.visibility === 'all' ? undefined : query.visibility}
        choices={[
          { value: 'visible', label: 'Visible only' },
          { value: 'hidden', label: 'Hidden only' },
        ]}
        onChange={(visibility) => setFilters({ visibility })}
      />
      <DateFilter
        label="Written from"
        value={query.from}
        onChange={(from) => setFilters({ from })}
      />
      <DateFilter label="Written to" value={query.to} onChange={(to) => setFilters({ to })} />
      <TextFilter
        label="Search reviews"
        placeholder="Author or comment"
        value={query.q}
        onApply={(q) => setFilters({ q })}
        className="col-span-2"
      />
    </FilterBar>
  );
}

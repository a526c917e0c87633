import { ORDER_STATUSES, ORDER_STATUS_LABELS } from '../../../../domain/order-states.ts';
import type { OrderListQuery } from '../../../../domain/staff/orders.ts';
import { DateFilter, FilterBar, SelectFilter, TextFilter } from '../list/filter-controls.tsx';
import { ORDER_PROGRAM_CHOICES } from '../list/program-choices.ts';
import type { FilterChanges } from '../list/use-list-query.ts';

interface Props {
  query: OrderListQuery;
  filtered: boolean;
  setFilters: (changes: FilterChanges<OrderListQuery>) => void;
}

export function OrderFilters({ query, filtered, setFilters }: Props) {
  return (
    <FilterBar label="Filter orders" filtered={filtered}>
      <SelectFilter
        label="Status"
        anyLabel="All statuses"
        value={query.status}
        choices={ORDER_STATUSES.map((s) => ({ value: s, label: ORDER_STATUS_LABELS[s] }))}
        onChange={(status) => setFilters({ status })}
      />
      <SelectFilter
        label="Program"
        anyLabel="All programs"
        value={query.program}
        choices={ORDER_PROGRAM_CHOICES}
        onChange={(program) => setFilters({ program })}
      />
      <DateFilter
        label="Placed from"
        value={query.from}
        onChange={(from) => setFilters({ from })}
      />
      <DateFilter label="Placed to" value={query.to} onChange={(to) => setFilters({ to })} />
      <TextFilter
        label="Search orders"
        placeholder="Order number, email, phone or UTR"
        value={query.q}
        onApply={(q) => setFilters({ q })}
        className="col-span-2"
      />
    </FilterBar>
  );
}

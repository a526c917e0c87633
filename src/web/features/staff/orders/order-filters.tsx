import { ORDER_STATUSES, ORDER_STATUS_LABELS } from '../../../../domain/order-statuses.ts';
import type { OrderListQuery } from '../../../../domain/staff/orders.ts';
import {
  DateRangeFilter,
  FilterBar,
  ProgramFilter,
  RecordSearchFilter,
  SelectFilter,
} from '../list/filter-controls.tsx';
import { orderProgramChoices } from '../list/program-choices.ts';
import { filterBinder, type ListFilterProps } from '../list/use-list-query.ts';
import { labelledChoices } from '../ui/select-field.tsx';

export function OrderFilters({ query, filtered, setFilters }: ListFilterProps<OrderListQuery>) {
  const bind = filterBinder(query, setFilters);
  return (
    <FilterBar label="Filter orders" filtered={filtered}>
      <SelectFilter
        label="Status"
        anyLabel="All statuses"
        choices={labelledChoices(ORDER_STATUSES, ORDER_STATUS_LABELS)}
        {...bind('status')}
      />
      <ProgramFilter choices={orderProgramChoices()} {...bind('program')} />
      <DateRangeFilter verb="Placed" from={bind('from')} to={bind('to')} />
      <RecordSearchFilter
        label="Search orders"
        placeholder="Order number, email, phone or UTR"
        {...bind('q')}
      />
    </FilterBar>
  );
}

import type { ReactNode } from 'react';
import { ROLES, ROLE_LABELS } from '../../../../domain/roles.ts';
import { learnerQuerySchema } from '../../../../domain/staff/learners.ts';
import type { LearnerPage } from '../api/learners-api.ts';
import { StaffPage } from '../layout/staff-page.tsx';
import { FilterBar, RecordSearchFilter, SelectFilter } from '../list/filter-controls.tsx';
import { PagedTable } from '../list/paged-table.tsx';
import { filterBinder, useListQuery } from '../list/use-list-query.ts';
import { labelledChoices } from '../ui/select-field.tsx';
import { learnerColumns } from './learner-columns.tsx';

/** Every account (learners, and staff and the owner too): the filters above `children`. */
export function LearnerListScreen({ children }: { children: ReactNode }) {
  const { query, setFilters, filtered } = useListQuery(learnerQuerySchema);
  const bind = filterBinder(query, setFilters);
  return (
    <StaffPage title="Learners" intro="Every account on the site, with its orders and reviews.">
      <FilterBar label="Filter accounts" filtered={filtered}>
        <RecordSearchFilter
          label="Search accounts"
          placeholder="Name, email or phone"
          {...bind('q')}
        />
        <SelectFilter
          label="Role"
          anyLabel="All roles"
          choices={labelledChoices(ROLES, ROLE_LABELS)}
          {...bind('role')}
        />
      </FilterBar>
      {children}
    </StaffPage>
  );
}

/** The page of accounts the route's clientLoader fetched for the URL's filters. */
export function LearnerTable({ page }: { page: LearnerPage }) {
  const { pageSearch, filtered } = useListQuery(learnerQuerySchema);
  return (
    <PagedTable
      label="Accounts"
      noun="accounts"
      page={page}
      columns={learnerColumns}
      rowId={(learner) => String(learner.id)}
      filtered={filtered}
      pageSearch={pageSearch}
    />
  );
}

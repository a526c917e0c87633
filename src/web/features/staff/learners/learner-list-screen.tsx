import { ROLES, ROLE_LABELS } from '../../../../domain/roles.ts';
import { learnerQuerySchema } from '../../../../domain/staff/learners.ts';
import { fetchLearners } from '../api/learners-api.ts';
import { useApiData } from '../../../lib/use-api-data.ts';
import { StaffPage } from '../layout/staff-page.tsx';
import { FilterBar, SelectFilter, TextFilter } from '../list/filter-controls.tsx';
import { PagedTable } from '../list/paged-table.tsx';
import { useListQuery } from '../list/use-list-query.ts';
import { learnerColumns } from './learner-columns.tsx';

/** Every account: learners, and staff and the owner too. */
export function LearnerListScreen() {
  const { query, setFilters, pageSearch, filtered } = useListQuery(learnerQuerySchema);
  const { state, reload } = useApiData(JSON.stringify(query), () => fetchLearners(query));
  return (
    <StaffPage title="Learners" intro="Every account on the site, with its orders and reviews.">
      <FilterBar label="Filter accounts" filtered={filtered}>
        <TextFilter
          label="Search accounts"
          placeholder="Name, email or phone"
          value={query.q}
          onApply={(q) => setFilters({ q })}
          className="col-span-2"
        />
        <SelectFilter
          label="Role"
          anyLabel="All roles"
          value={query.role}
          choices={ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
          onChange={(role) => setFilters({ role })}
        />
      </FilterBar>
      <PagedTable
        label="Accounts"
        noun="accounts"
        data={state}
        onRetry={reload}
        columns={learnerColumns}
        rowId={(learner) => String(learner.id)}
        filtered={filtered}
        pageSearch={pageSearch}
      />
    </StaffPage>
  );
}

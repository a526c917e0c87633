import { ROLES, ROLE_LABELS } from '../../../../domain/roles.ts';
import { learnerQuerySchema } from '../../../../domain/staff/learners.ts';
import { fetchLearners } from '../api/learners-api.ts';
import { useApiData } from '../../../lib/use-api-data.ts';
import { StaffPage } from '../layout/staff-page.tsx';
import { FilterBar, SelectFilter, TextFilter } from '../list/filter-controls.tsx';
import { PagedTable } from '../list/paged-table.tsx';
import { filterBinder, useListQuery } from '../list/use-list-query.ts';
import { labelledChoices } from '../ui/select-field.tsx';
import { learnerColumns } from './learner-columns.tsx';

/** Every account: learners, and staff and the owner too. */
export function LearnerListScreen() {
  const { query, setFilters, pageSearch, filtered } = useListQuery(learnerQuerySchema);
  const { state, reload } = useApiData(JSON.stringify(query), () => fetchLearners(query));
  const bind = filterBinder(query, setFilters);
  return (
    <StaffPage title="Learners" intro="Every account on the site, with its orders and reviews.">
      <FilterBar label="Filter accounts" filtered={filtered}>
        <TextFilter label="Search accounts" placeholder="Name, email or phone" {...bind('q')} />
        <SelectFilter
          label="Role"
          anyLabel="All roles"
          choices={labelledChoices(ROLES, ROLE_LABELS)}
          {...bind('role')}
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

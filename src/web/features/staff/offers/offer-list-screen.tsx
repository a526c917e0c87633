import type { ReactNode } from 'react';
import { OFFER_STATUSES } from '../../../../domain/offers.ts';
import { can } from '../../../../domain/roles.ts';
import {
  OFFER_STATUS_LABELS,
  offerQuerySchema,
  type OfferQuery,
  type StaffOfferPage,
} from '../../../../domain/staff/offers.ts';
import { useStaffProfile } from '../access/staff-profile.ts';
import { Panel, StaffPage } from '../layout/staff-page.tsx';
import { FilterBar, SelectFilter, TextFilter } from '../list/filter-controls.tsx';
import { PagedTable } from '../list/paged-table.tsx';
import { filterBinder, useListQuery, type ListFilterProps } from '../list/use-list-query.ts';
import { offerColumns } from './offer-columns.tsx';
import { OfferForm } from './offer-form.tsx';

const STATUS_CHOICES = OFFER_STATUSES.map((s) => ({ value: s, label: OFFER_STATUS_LABELS[s] }));

function OfferFilters({ query, filtered, setFilters }: ListFilterProps<OfferQuery>) {
  const bind = filterBinder(query, setFilters);
  return (
    <FilterBar label="Search codes" filtered={filtered}>
      <SelectFilter
        label="Status"
        anyLabel="Any status"
        choices={STATUS_CHOICES}
        {...bind('status')}
      />
      <TextFilter label="Search codes" placeholder="Code, referrer or note" {...bind('q')} />
    </FilterBar>
  );
}

/**
 * The codes learners can type at the cart, and those being drafted, above `children` (the
 * table); below it, for staff, a new code's form. The owner makes a code live on its page.
 */
export function OfferListScreen({ children }: { children: ReactNode }) {
  const profile = useStaffProfile();
  const { query, setFilters, filtered } = useListQuery(offerQuerySchema);
  return (
    <StaffPage
      title="Offers"
      intro="Referral codes and offers. The server alone knows them: learners learn only what the code they type gives."
    >
      <OfferFilters query={query} filtered={filtered} setFilters={setFilters} />
      {children}
      {can(profile.role, 'edit-catalogue') ? (
        <Panel title="New code">
          <p className="mb-4 text-sm text-muted">
            Saved as a draft: learners can use it once the owner makes it live.
          </p>
          <OfferForm />
        </Panel>
      ) : null}
    </StaffPage>
  );
}

/** The page of codes the route's clientLoader fetched. */
export function OfferTable({ page }: { page: StaffOfferPage }) {
  const { pageSearch, filtered } = useListQuery(offerQuerySchema);
  return (
    <PagedTable
      label="Offers"
      noun="codes"
      page={page}
      columns={offerColumns}
      rowId={(offer) => String(offer.id)}
      filtered={filtered}
      pageSearch={pageSearch}
    />
  );
}

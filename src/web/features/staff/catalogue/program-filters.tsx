import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { PROGRAM_CATEGORIES } from '../../../../domain/catalogue/categories.ts';
import type { ProgramSummary } from '../../../../domain/staff/catalogue.ts';
import { z } from '../../../../domain/zod.ts';
import { FilterBar, SelectFilter, TextFilter } from '../list/filter-controls.tsx';
import { useShownSearchParams } from '../list/shown-search-params.ts';
import {
  filterBinder,
  parseListQuery,
  type FilterChanges,
  type ListFilterProps,
} from '../list/use-list-query.ts';

const STATES = ['listed', 'unlisted', 'unpublished', 'draft'] as const;
const STATE_CHOICES = [
  { value: 'listed', label: 'Listed' },
  { value: 'unlisted', label: 'Unlisted' },
  { value: 'unpublished', label: 'Not published' },
  { value: 'draft', label: 'Draft waiting' },
];
const CATEGORY_CHOICES = PROGRAM_CATEGORIES.map((c) => ({ value: c, label: c }));

/** The programs list's filters, as the URL holds them. The whole catalogue is one answer. */
export const programFilterSchema = z.object({
  category: z.enum(PROGRAM_CATEGORIES).optional(),
  state: z.enum(STATES).optional(),
  q: z.string().trim().max(100).optional(),
});
export type ProgramFilter = z.infer<typeof programFilterSchema>;

/** The programs the filters keep, in catalogue order. */
export function filterPrograms(
  programs: readonly ProgramSummary[],
  { category, state, q }: ProgramFilter,
): ProgramSummary[] {
  const text = q?.toLowerCase();
  return programs.filter(
    (p) =>
      (!category || p.category === category) &&
      (!text || p.name.toLowerCase().includes(text) || p.slug.includes(text)) &&
      (state === undefined ||
        (state === 'draft' && p.has_draft) ||
        (state === 'unpublished' && p.published_at === null) ||
        (state === 'listed' && p.published_at !== null && p.listed) ||
        (state === 'unlisted' && p.published_at !== null && !p.listed)),
  );
}

/**
 * The filters in the URL, as the other lists keep theirs: a filtered list can be bookmarked and
 * reached with Back. The list is not paged: the filters only choose the rows shown.
 */
export function useProgramFilter() {
  const params = useShownSearchParams();
  const [, setParams] = useSearchParams();
  const query = useMemo(() => parseListQuery(programFilterSchema, params), [params]);
  const setFilters = useCallback(
    (changes: FilterChanges<ProgramFilter>) => {
      const next = new URLSearchParams(params);
      for (const [key, value] of Object.entries(changes)) {
        if (typeof value === 'string' && value.trim() !== '') next.set(key, value.trim());
        else next.delete(key);
      }
      setParams(next, { preventScrollReset: true });
    },
    [params, setParams],
  );
  return { query, setFilters, filtered: [...params.keys()].length > 0 };
}

export function ProgramFilters({ query, filtered, setFilters }: ListFilterProps<ProgramFilter>) {
  const bind = filterBinder(query, setFilters);
  return (
    <FilterBar label="Filter programs" filtered={filtered}>
      <SelectFilter
        label="Category"
        anyLabel="All categories"
        choices={CATEGORY_CHOICES}
        {...bind('category')}
      />
      <SelectFilter label="State" anyLabel="Any state" choices={STATE_CHOICES} {...bind('state')} />
      <TextFilter label="Search programs" placeholder="Name or path" {...bind('q')} />
    </FilterBar>
  );
}

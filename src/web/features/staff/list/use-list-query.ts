import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { useShownSearchParams } from './shown-search-params.ts';

interface Paged {
  page: number;
  page_size: number;
}

/** The filters of a list, by name, as the URL holds them; '' or undefined removes one. */
export type FilterChanges<Q> = Partial<Record<Exclude<keyof Q, keyof Paged>, string | undefined>>;

/** What a list's filter bar is given by its screen. */
export interface ListFilterProps<Q> {
  query: Q;
  filtered: boolean;
  setFilters: (changes: FilterChanges<Q>) => void;
}

/** What a filter control needs: the filter's value in the URL, and how to change it. */
export interface FilterBinding<V> {
  value: V;
  onChange: (value: string) => void;
}

/** Binds a filter control to one filter of the list's query: `<SelectFilter {...bind('status')} />`. */
export function filterBinder<Q>(query: Q, setFilters: (changes: FilterChanges<Q>) => void) {
  return <K extends keyof FilterChanges<Q>>(key: K): FilterBinding<Q[K]> => ({
    value: query[key],
    onChange: (value) => setFilters({ [key]: value } as FilterChanges<Q>),
  });
}

/**
 * Reads a list's query from the URL with the list's own schema. A value the schema refuses
 * (a hand-edited or old link) is dropped rather than failing the whole page.
 */
export function parseListQuery<Q>(schema: z.ZodType<Q>, params: URLSearchParams): Q {
  const raw: Record<string, string> = {};
  for (const [key, value] of params) if (value !== '') raw[key] = value;
  for (;;) {
    const parsed = schema.safeParse(raw);
    if (parsed.success) return parsed.data;
    const refused = parsed.error.issues
      .map((issue) => String(issue.path[0]))
      .filter((key) => key in raw);
    if (refused.length === 0) return schema.parse({});
    for (const key of refused) delete raw[key];
  }
}

/** A list's query as its route's clientLoader reads it from the request's URL. */
export const listQueryOf = <Q>(schema: z.ZodType<Q>, request: Request): Q =>
  parseListQuery(schema, new URL(request.url).searchParams);

/**
 * A list's filters and page live in the URL, so that a filtered list can be bookmarked, shared
 * and reached with Back; the route's clientLoader reads the same URL. Changing a filter starts
 * again at page 1, from the filters as shown (a change made while the last one loads keeps it).
 */
export function useListQuery<Q extends Paged>(schema: z.ZodType<Q>) {
  const params = useShownSearchParams();
  const [, setParams] = useSearchParams();
  const query = useMemo(() => parseListQuery(schema, params), [schema, params]);

  const setFilters = useCallback(
    (changes: FilterChanges<Q>) => {
      const next = new URLSearchParams(params);
      for (const [key, value] of Object.entries(changes)) {
        if (typeof value === 'string' && value.trim() !== '') next.set(key, value.trim());
        else next.delete(key);
      }
      next.delete('page');
      setParams(next, { preventScrollReset: true });
    },
    [params, setParams],
  );

  const pageSearch = useCallback(
    (page: number) => {
      const next = new URLSearchParams(params);
      if (page === 1) next.delete('page');
      else next.set('page', String(page));
      return `?${next}`;
    },
    [params],
  );

  const filtered = [...params.keys()].some((key) => key !== 'page' && key !== 'page_size');
  return { query, setFilters, pageSearch, filtered };
}

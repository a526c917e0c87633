import type { RowData } from '@tanstack/react-table';
import { DataTable, type StaffColumns } from './data-table.tsx';
import { ListBody } from './list-body.tsx';
import { Pagination } from './pagination.tsx';

/** One page of a staff list, as every list endpoint answers. */
export interface Page<T> {
  results: T[];
  count: number;
  page: number;
  page_size: number;
}

interface PagedTableProps<T extends RowData> {
  /** The table's name: 'Enquiries'. */
  label: string;
  /** In a sentence, plural: 'enquiries'. */
  noun: string;
  /** The page the route's clientLoader fetched. */
  page: Page<T>;
  columns: StaffColumns<T>;
  rowId: (row: T) => string;
  filtered: boolean;
  pageSearch: (page: number) => string;
}

/** A list screen's body: empty, or the table and its pages. */
export function PagedTable<T extends RowData>({
  label,
  noun,
  page,
  columns,
  rowId,
  filtered,
  pageSearch,
}: PagedTableProps<T>) {
  return (
    <ListBody
      count={page.count}
      rows={page.results.length}
      filtered={filtered}
      noun={noun}
      firstPage={pageSearch(1)}
    >
      <div className="flex flex-col gap-4">
        <DataTable label={label} columns={columns} data={page.results} rowId={rowId} />
        <Pagination
          label={`${label} pages`}
          page={page.page}
          pageSize={page.page_size}
          count={page.count}
          pageSearch={pageSearch}
        />
      </div>
    </ListBody>
  );
}

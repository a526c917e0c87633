import {
  createColumnHelper,
  metaHelper,
  tableFeatures,
  useTable,
  type RowData,
  type TableOptions,
} from '@tanstack/react-table';
import { cn } from '../../../lib/cn.ts';
import { headerCellClass, numericCellClass, TableFrame } from './table-frame.tsx';

interface StaffColumnMeta {
  /** The cell that names the row (its reference or number): a row header for screen readers. */
  rowHeader?: boolean;
  /** Amounts and counts: right-aligned, so that digits line up. */
  numeric?: boolean;
}

// The server filters, sorts and pages every list: the tables only lay out the page it sent.
const features = tableFeatures({ columnMeta: metaHelper<StaffColumnMeta>() });
type StaffTableFeatures = typeof features;

/** From `staffColumnHelper<T>().columns([...])`, made once, outside any component. */
export type StaffColumns<T extends RowData> = TableOptions<StaffTableFeatures, T>['columns'];

export const staffColumnHelper = <T extends RowData>() =>
  createColumnHelper<StaffTableFeatures, T>();

interface DataTableProps<T extends RowData> {
  /** Names the table and its scrolling region: 'Enquiries'. */
  label: string;
  columns: StaffColumns<T>;
  data: T[];
  rowId: (row: T) => string;
}

// On a phone each row is a card: the row header is its title, then each cell beside its column's
// name, which the cell shows from its data-label (the header row is hidden there).
const cardRowClass =
  'max-sm:block max-sm:rounded-card max-sm:border max-sm:border-line max-sm:bg-white max-sm:px-4 max-sm:py-3 max-sm:shadow-card';
const cardTitleClass = 'max-sm:block max-sm:px-0 max-sm:pt-0 max-sm:pb-2 max-sm:text-base';
const cardFieldClass =
  'max-sm:grid max-sm:grid-cols-[6rem_minmax(0,1fr)] max-sm:items-baseline max-sm:justify-items-start max-sm:wrap-anywhere max-sm:gap-x-2 max-sm:px-0 max-sm:py-1 max-sm:text-left max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:text-muted max-sm:before:content-[attr(data-label)]';
const cardUnlabelledClass = 'max-sm:block max-sm:px-0 max-sm:py-1';

/**
 * Rows laid out by their columns; a column's `meta` marks the row header and the numbers. On a
 * phone the rows are cards (label: value), so that no list scrolls sideways.
 */
export function DataTable<T extends RowData>({ label, columns, data, rowId }: DataTableProps<T>) {
  const table = useTable({ features, columns, data, getRowId: rowId });
  return (
    <TableFrame
      cards
      label={label}
      head={table.getHeaderGroups().map((group) => (
        <tr key={group.id}>
          {group.headers.map((header) => (
            <th
              key={header.id}
              scope="col"
              className={headerCellClass(header.column.columnDef.meta?.numeric)}
            >
              {header.isPlaceholder ? null : <table.FlexRender header={header} />}
            </th>
          ))}
        </tr>
      ))}
    >
      {table.getRowModel().rows.map((row) => (
        <tr key={row.id} className={cn('align-top hover:bg-surface', cardRowClass)}>
          {row.getAllCells().map((cell) => {
            const { meta, header } = cell.column.columnDef;
            const Cell = meta?.rowHeader ? 'th' : 'td';
            // A header drawn by a function (an icon, words for screen readers) labels no card field.
            const cardLabel = !meta?.rowHeader && typeof header === 'string' ? header : undefined;
            return (
              <Cell
                key={cell.id}
                scope={meta?.rowHeader ? 'row' : undefined}
                data-label={cardLabel}
                className={cn(
                  meta?.numeric ? numericCellClass : 'px-4 py-3',
                  meta?.rowHeader ? 'font-semibold whitespace-nowrap' : 'font-normal',
                  meta?.rowHeader
                    ? cardTitleClass
                    : cardLabel
                      ? cardFieldClass
                      : cardUnlabelledClass,
                )}
              >
                <table.FlexRender cell={cell} />
              </Cell>
            );
          })}
        </tr>
      ))}
    </TableFrame>
  );
}

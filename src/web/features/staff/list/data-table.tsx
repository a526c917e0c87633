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

/** Rows laid out by their columns; a column's `meta` marks the row header and the numbers. */
export function DataTable<T extends RowData>({ label, columns, data, rowId }: DataTableProps<T>) {
  const table = useTable({ features, columns, data, getRowId: rowId });
  return (
    <TableFrame
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
        <tr key={row.id} className="align-top hover:bg-surface">
          {row.getAllCells().map((cell) => {
            const meta = cell.column.columnDef.meta;
            const Cell = meta?.rowHeader ? 'th' : 'td';
            return (
              <Cell
                key={cell.id}
                scope={meta?.rowHeader ? 'row' : undefined}
                className={cn(
                  meta?.numeric ? numericCellClass : 'px-4 py-3',
                  meta?.rowHeader ? 'font-semibold whitespace-nowrap' : 'font-normal',
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

import {
  createColumnHelper,
  metaHelper,
  tableFeatures,
  useTable,
  type RowData,
  type TableOptions,
} from '@tanstack/react-table';

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

/**
 * A real table: column headers, a row header, a caption. Narrow screens scroll it sideways
 * inside a focusable region, so that keyboard users can scroll it too.
 */
export function DataTable<T extends RowData>({ label, columns, data, rowId }: DataTableProps<T>) {
  const table = useTable({ features, columns, data, getRowId: rowId });
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="relative overflow-x-auto rounded-card border border-line bg-white shadow-card"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{label}</caption>
        <thead className="border-b border-line bg-surface text-xs tracking-wide text-muted uppercase">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  scope="col"
                  className={`px-4 py-3 font-bold whitespace-nowrap ${header.column.columnDef.meta?.numeric ? 'text-right' : ''}`}
                >
                  {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody className="divide-y divide-line">
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className="align-top hover:bg-surface">
              {row.getAllCells().map((cell) => {
                const meta = cell.column.columnDef.meta;
                const Cell = meta?.rowHeader ? 'th' : 'td';
                return (
                  <Cell
                    key={cell.id}
                    scope={meta?.rowHeader ? 'row' : undefined}
                    className={`px-4 py-3 ${meta?.rowHeader ? 'font-semibold whitespace-nowrap' : 'font-normal'} ${meta?.numeric ? 'text-right whitespace-nowrap tabular-nums' : ''}`}
                  >
                    <table.FlexRender cell={cell} />
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

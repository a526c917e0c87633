import { formatPaise } from '../../../../domain/money.ts';
import type { Dashboard } from '../../../../domain/staff/dashboard.ts';
import { CompactTable, type CompactColumns } from '../ui/compact-table.tsx';

type TopProgram = Dashboard['top_programs'][number];

const COLUMNS: CompactColumns<TopProgram> = [
  { label: 'Program', cell: (row) => row.program },
  { label: 'Sold', numeric: true, cell: (row) => row.items },
  { label: 'Revenue', numeric: true, cell: (row) => formatPaise(row.revenue_paise) },
];

export function TopPrograms({ programs }: { programs: TopProgram[] }) {
  if (programs.length === 0) {
    return <p className="text-muted">No invoices in the last 30 days.</p>;
  }
  return (
    <CompactTable
      caption="Top programs by revenue"
      columns={COLUMNS}
      rows={programs}
      rowKey={(row) => row.program}
    />
  );
}

import { formatPaise } from '../../../../domain/money.ts';
import type { Dashboard } from '../../../../domain/staff/dashboard.ts';

export function TopPrograms({ programs }: { programs: Dashboard['top_programs'] }) {
  if (programs.length === 0) return <p className="text-muted">No paid orders yet.</p>;
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Top programs by revenue</caption>
      <thead className="border-b border-line text-xs tracking-wide text-muted uppercase">
        <tr>
          <th scope="col" className="py-2 pr-4 font-bold">
            Program
          </th>
          <th scope="col" className="py-2 pr-4 text-right font-bold">
            Sold
          </th>
          <th scope="col" className="py-2 text-right font-bold">
            Revenue
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-line">
        {programs.map((row) => (
          <tr key={row.program}>
            <th scope="row" className="py-2 pr-4 font-semibold">
              {row.program}
            </th>
            <td className="py-2 pr-4 text-right tabular-nums">{row.items}</td>
            <td className="py-2 text-right tabular-nums">{formatPaise(row.revenue_paise)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

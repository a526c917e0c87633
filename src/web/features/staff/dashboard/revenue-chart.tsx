import { formatPaise } from '../../../../domain/money.ts';
import type { Dashboard } from '../../../../domain/staff/dashboard.ts';
import { formatDay } from '../ui/dates.tsx';

type Days = Dashboard['daily_revenue'];

const SLOT = 10;
const BAR = 7;
const HEIGHT = 100;

/** The chart in a sentence, for its accessible name. */
function describe(days: Days): string {
  const total = days.reduce((sum, d) => sum + d.revenue_paise, 0);
  const best = days.reduce((top, d) => (d.revenue_paise > top.revenue_paise ? d : top), days[0]!);
  return `Revenue each day (incl. GST, net of credit notes) over the last ${days.length} days: ${formatPaise(total)} in all, most on ${formatDay(best.date)} (${formatPaise(best.revenue_paise)}).`;
}

/**
 * Daily revenue as bars, drawn by hand: one small SVG is all it takes. It is one image to
 * assistive technology, named by a summary; the figures themselves follow in a hidden table.
 */
export function RevenueChart({ days }: { days: Days }) {
  const max = Math.max(0, ...days.map((d) => d.revenue_paise));
  if (days.length === 0 || max === 0) {
    return <p className="text-muted">No revenue in the last 30 days.</p>;
  }
  const width = days.length * SLOT;
  return (
    <figure className="flex flex-col gap-2">
      <p className="text-xs text-muted" aria-hidden>
        {formatPaise(max)}
      </p>
      <svg
        role="img"
        aria-label={describe(days)}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-48 w-full"
      >
        <line
          x1="0"
          x2={width}
          y1="0.5"
          y2="0.5"
          className="stroke-line"
          strokeDasharray="3 3"
          vectorEffect="non-scaling-stroke"
        />
        {days.map((day, i) => {
          // A day of refunds only is below zero: drawn as no bar, its figure in the title.
          const height = (Math.max(0, day.revenue_paise) / max) * (HEIGHT - 2);
          return (
            <rect
              key={day.date}
              x={i * SLOT + (SLOT - BAR) / 2}
              y={HEIGHT - height}
              width={BAR}
              height={height}
              rx="1"
              className="fill-brand-600 hover:fill-brand-800"
            >
              <title>{`${formatDay(day.date)}: ${formatPaise(day.revenue_paise)}`}</title>
            </rect>
          );
        })}
        <line
          x1="0"
          x2={width}
          y1={HEIGHT - 0.5}
          y2={HEIGHT - 0.5}
          className="stroke-muted"
          vectorEffect="non-scaling-stroke"
        />
      </svg>
      <figcaption className="flex justify-between text-xs text-muted" aria-hidden>
        <span>{formatDay(days[0]!.date)}</span>
        <span>{formatDay(days.at(-1)!.date)}</span>
      </figcaption>
      <table className="sr-only">
        <caption>Revenue each day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Revenue</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{formatDay(day.date)}</th>
              <td>{formatPaise(day.revenue_paise)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

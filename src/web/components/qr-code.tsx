import { create } from 'qrcode';
import { useMemo } from 'react';
import { cn } from '../lib/cn.ts';

/** The quiet zone around the code, in modules: scanners need a light border to find it. */
const MARGIN = 1;

/** The dark modules as one SVG path: a unit square for each, so it stays sharp at any size. */
function modulePath(value: string): { d: string; size: number } {
  const { modules } = create(value, { errorCorrectionLevel: 'M' });
  const squares: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) squares.push(`M${col + MARGIN} ${row + MARGIN}h1v1h-1z`);
    }
  }
  return { d: squares.join(''), size: modules.size + 2 * MARGIN };
}

/**
 * A QR code of `value` drawn by React as an SVG (a UPI link, a certificate's page), computed in
 * the render: no markup string is injected, and it shows on the first paint.
 */
export function QrCode({
  value,
  label,
  className,
}: {
  value: string;
  label: string;
  className?: string;
}) {
  const { d, size } = useMemo(() => modulePath(value), [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={cn('bg-white', className)}
    >
      <rect width={size} height={size} fill="#ffffff" />
      <path d={d} fill="#111827" />
    </svg>
  );
}

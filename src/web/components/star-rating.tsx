import { Star, StarHalf } from 'lucide-react';
import { cn } from '../lib/cn.ts';

/** Whole stars and a half, to the nearest half: 4.3 shows four and a half. */
function starsFor(value: number): { full: number; half: boolean } {
  const halves = Math.round(value * 2);
  return { full: Math.floor(halves / 2), half: halves % 2 === 1 };
}

/**
 * Five stars, read out as "Rated 4.5 out of 5"; `decorative` when the figure is written beside
 * them, so a screen reader hears it once.
 */
export function StarRating({
  value,
  size = 'size-4',
  decorative = false,
}: {
  value: number;
  size?: string;
  decorative?: boolean;
}) {
  const { full, half } = starsFor(value);
  return (
    <span
      className="inline-flex items-center gap-0.5"
      {...(decorative
        ? { 'aria-hidden': true }
        : { role: 'img', 'aria-label': `Rated ${value} out of 5` })}
    >
      {Array.from({ length: 5 }, (_, i) => {
        if (i < full)
          return (
            <Star key={i} aria-hidden className={cn(size, 'fill-accent-400 text-accent-500')} />
          );
        if (i === full && half) {
          return (
            <span key={i} className="relative inline-flex">
              <Star aria-hidden className={cn(size, 'text-slate-300')} />
              <StarHalf
                aria-hidden
                className={cn(size, 'absolute inset-0 fill-accent-400 text-accent-500')}
              />
            </span>
          );
        }
        return <Star key={i} aria-hidden className={cn(size, 'text-slate-300')} />;
      })}
    </span>
  );
}

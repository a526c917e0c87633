import { Star, StarHalf } from 'lucide-react';

/** Five stars with halves, read out as "Rated 4.5 out of 5". */
export function StarRating({ value, size = 'size-4' }: { value: number; size?: string }) {
  const full = Math.floor(value);
  const half = value - full >= 0.5;
  return (
    <span
      className="inline-flex items-center gap-0.5"
      role="img"
      aria-label={`Rated ${value} out of 5`}
    >
      {Array.from({ length: 5 }, (_, i) => {
        if (i < full)
          return <Star key={i} aria-hidden className={`${size} fill-accent-400 text-accent-500`} />;
        if (i === full && half) {
          return (
            <span key={i} className="relative inline-flex">
              <Star aria-hidden className={`${size} text-slate-300`} />
              <StarHalf
                aria-hidden
                className={`${size} absolute inset-0 fill-accent-400 text-accent-500`}
              />
            </span>
          );
        }
        return <Star key={i} aria-hidden className={`${size} text-slate-300`} />;
      })}
    </span>
  );
}

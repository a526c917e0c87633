import { reviewCountLabel } from '../../domain/ratings.ts';
import { cn } from '../lib/cn.ts';
import { useProgramRatings } from '../lib/program-ratings.ts';
import { StarRating } from './star-rating.tsx';

/**
 * A program's rating from its published reviews: stars and '4.3 (27 reviews)', or 'No reviews
 * yet' without stars. Its line is held open until the figures arrive, so nothing moves.
 */
export function ProgramRating({ slug, className }: { slug: string; className?: string }) {
  const ratings = useProgramRatings();
  const box = cn('inline-flex min-h-5 items-center gap-2 text-sm', className);
  if (ratings === undefined) return <span className={box} aria-hidden />;
  const rating = ratings[slug];
  if (!rating) return <span className={cn(box, 'text-muted')}>No reviews yet</span>;
  return (
    <span className={cn(box, 'font-semibold text-ink')}>
      <StarRating value={rating.average} decorative />
      <span>
        <span className="sr-only">Rated </span>
        {rating.average.toFixed(1)}
        <span className="sr-only"> out of 5</span> ({reviewCountLabel(rating.count)})
      </span>
    </span>
  );
}

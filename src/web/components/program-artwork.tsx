import type { Program } from '../../domain/catalogue/programs.ts';
import { cn } from '../lib/cn.ts';

/**
 * A program's picture at its drawn 400 × 260 proportions, so that the page keeps its place
 * while it loads. `framed` draws the card border of a page's own picture; `load` is 'priority'
 * for the picture that is the page's largest paint and 'lazy' for cards further down a list.
 */
export function ProgramArtwork({
  program,
  framed = false,
  load,
  className,
}: {
  program: Pick<Program, 'image' | 'imageAlt'>;
  framed?: boolean;
  load?: 'priority' | 'lazy';
  className?: string;
}) {
  return (
    <img
      src={program.image}
      alt={program.imageAlt}
      width="400"
      height="260"
      fetchPriority={load === 'priority' ? 'high' : undefined}
      loading={load === 'lazy' ? 'lazy' : undefined}
      className={cn(
        'aspect-[400/260] w-full object-cover',
        framed && 'rounded-card border border-line shadow-card',
        className,
      )}
    />
  );
}

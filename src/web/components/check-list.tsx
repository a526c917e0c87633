import { Check, CheckCircle2 } from 'lucide-react';
import { cn } from '../lib/cn.ts';

/**
 * A list of what something gives, each line behind a green tick: a program's outcomes, a
 * plan's features, what a freelancing service includes. `compact` is the plan cards' smaller tick.
 */
export function CheckList({
  items,
  className,
  compact = false,
}: {
  items: readonly string[];
  className?: string;
  compact?: boolean;
}) {
  const Tick = compact ? Check : CheckCircle2;
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={cn('flex gap-2 text-ink', compact && 'text-sm')}>
          <Tick
            aria-hidden
            className={cn('size-5 shrink-0 text-success-700', !compact && 'mt-0.5')}
          />
          {item}
        </li>
      ))}
    </ul>
  );
}

import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

/** A white card of a learner's page, named by its heading: an order's summary, 'Your data'. */
export function CardSection({
  headingId,
  heading,
  className,
  children,
  ...props
}: ComponentPropsWithoutRef<'section'> & { headingId: string; heading: ReactNode }) {
  return (
    <section
      aria-labelledby={headingId}
      className={cn('rounded-card border border-line bg-white shadow-card', className)}
      {...props}
    >
      <h2 id={headingId} className="text-lg font-bold text-ink">
        {heading}
      </h2>
      {children}
    </section>
  );
}

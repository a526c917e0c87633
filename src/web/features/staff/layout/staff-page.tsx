import { ArrowLeft } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn.ts';

interface StaffPageProps {
  title: ReactNode;
  /** The record's state, right after its name. */
  badge?: ReactNode;
  /** At the end of the title's line: the page's own actions. */
  aside?: ReactNode;
  intro?: ReactNode;
  /** For a record's page: the list it belongs to. */
  back?: { to: string; label: string };
  children: ReactNode;
}

/** One console screen: its only h1, then its sections. */
export function StaffPage({ title, badge, aside, intro, back, children }: StaffPageProps) {
  return (
    <div className="flex flex-col gap-6">
      <div>
        {back ? (
          <Link
            to={back.to}
            className="mb-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
          >
            <ArrowLeft aria-hidden className="size-4" />
            {back.label}
          </Link>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-extrabold tracking-tight text-brand-950 sm:text-3xl">
              {title}
            </h1>
            {badge}
          </div>
          {aside}
        </div>
        {intro ? <div className="mt-2 text-muted">{intro}</div> : null}
      </div>
      {children}
    </div>
  );
}

/** A white card with a heading: the console's sections look like the profile page's. */
export function Panel({
  title,
  actions,
  children,
  className,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={cn('rounded-card border border-line bg-white p-5 shadow-card sm:p-6', className)}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-lg font-bold text-ink">
          {title}
        </h2>
        {actions}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

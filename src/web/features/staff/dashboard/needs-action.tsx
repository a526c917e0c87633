import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { Dashboard } from '../../../../domain/staff/dashboard.ts';
import { cn } from '../../../lib/cn.ts';
import { useCanOpen } from '../access/can-open.ts';

const CARDS = [
  {
    key: 'new_enquiries',
    label: 'New enquiries',
    hint: 'Waiting for a first answer',
    to: '/staff/enquiries?status=new',
  },
  {
    key: 'payment_reported',
    label: 'Payment reported',
    hint: 'Check against the bank, then mark as paid',
    to: '/staff/orders?status=payment_reported',
  },
  {
    key: 'awaiting_payment',
    label: 'Awaiting payment',
    hint: 'Placed, not yet paid',
    to: '/staff/orders?status=awaiting_payment',
  },
] as const;

const cardClass = 'flex h-full flex-col rounded-card border bg-white p-5 shadow-card';

/**
 * What is waiting for staff, each a way into the list that holds it; for a role that may not
 * open that list (the accountant, the enquiries), the figure alone.
 */
export function NeedsAction({ counts }: { counts: Dashboard['needs_action'] }) {
  const canOpen = useCanOpen();
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-3">
      {CARDS.map((card) => {
        const count = counts[card.key];
        const border = count > 0 ? 'border-accent-300' : 'border-line';
        const figure = (
          <span className="text-3xl font-extrabold text-brand-950 tabular-nums">{count}</span>
        );
        return (
          <li key={card.key}>
            {canOpen(card.to) ? (
              <Link
                to={card.to}
                className={cn(cardClass, border, 'group transition hover:border-brand-300')}
              >
                {figure}
                <span className="mt-1 flex items-center gap-1 font-semibold text-brand-700 group-hover:underline">
                  {card.label}
                  <ArrowRight aria-hidden className="size-4" />
                </span>
                <span className="mt-1 text-sm text-muted">{card.hint}</span>
              </Link>
            ) : (
              <div className={cn(cardClass, border)}>
                {figure}
                <span className="mt-1 font-semibold text-ink">{card.label}</span>
                <span className="mt-1 text-sm text-muted">{card.hint}</span>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

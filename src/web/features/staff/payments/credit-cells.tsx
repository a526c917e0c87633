import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router';
import { formatPaise } from '../../../../domain/money.ts';
import type { BankCredit } from '../../../../domain/staff/payments.ts';
import { orderPath } from '../orders/order-path.ts';
import { DateTime, formatDate } from '../ui/dates.tsx';

/** A statement's day ('2026-11-23'), which already is India's day. */
export function StatementDay({ day }: { day: string }) {
  return (
    <time dateTime={day} className="whitespace-nowrap">
      {formatDate(`${day}T00:00:00+05:30`)}
    </time>
  );
}

const SHORT = 36;

/** A bank's narration, one line long; the whole of it opens in place. */
export function Narration({ text }: { text: string }) {
  if (text.length <= SHORT) return <span className="break-all">{text}</span>;
  return (
    <details className="group w-56 sm:w-72">
      <summary className="flex cursor-pointer list-none items-start gap-1 rounded-control [&::-webkit-details-marker]:hidden">
        <span className="min-w-0 flex-1 truncate group-open:break-all group-open:whitespace-normal">
          {text}
        </span>
        <ChevronDown
          aria-hidden
          className="mt-0.5 size-4 shrink-0 text-brand-700 transition group-open:rotate-180"
        />
      </summary>
    </details>
  );
}

export function OrderLink({ number }: { number: string | null }) {
  if (!number) return <span className="text-muted">—</span>;
  return (
    <Link
      to={orderPath(number)}
      className="font-semibold whitespace-nowrap text-brand-700 hover:underline"
    >
      {number}
    </Link>
  );
}

export function Utr({ utr }: { utr: string | null }) {
  return utr ? (
    <span className="font-mono">{utr}</span>
  ) : (
    <span className="text-muted">None found</span>
  );
}

/** What is left of a credit; when orders used some of it, which and how much of the whole. */
export function CreditLeft({ credit }: { credit: BankCredit }) {
  const left = credit.amount_paise - credit.allocated_paise;
  if (credit.allocated_paise === 0) return <>{formatPaise(credit.amount_paise)}</>;
  return (
    <span className="flex flex-col items-end max-sm:items-start">
      <span>{formatPaise(left)} left</span>
      <span className="text-xs font-normal text-muted">
        of {formatPaise(credit.amount_paise)}; paid{' '}
        {credit.orders.map((o) => `${o.order_number} ${formatPaise(o.amount_paise)}`).join(', ')}
      </span>
    </span>
  );
}

/** The statement a credit was first read from, and when. */
export function StatementRead({ credit }: { credit: BankCredit }) {
  return (
    <span className="flex min-w-36 flex-col">
      <span className="break-words">{credit.file_name}</span>
      <span className="text-xs text-muted">
        read <DateTime iso={credit.first_read_at} dateOnly />
      </span>
    </span>
  );
}

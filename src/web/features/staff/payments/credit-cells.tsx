import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router';
import { orderPath } from '../orders/order-path.ts';
import { formatDate } from '../ui/dates.tsx';

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

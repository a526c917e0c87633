import { formatPaise } from '../../../../domain/money.ts';
import { PROPOSAL_FLAGS, type StatementCredit } from '../../../../domain/staff/payments.ts';
import type { StatementResult } from '../../../../domain/staff/payments.ts';
import { staffColumnHelper } from '../list/data-table.tsx';
import { Badge } from '../ui/badge.tsx';
import { DateTime } from '../ui/dates.tsx';
import { Narration, OrderLink, StatementDay, Utr } from './credit-cells.tsx';

type Proposal = StatementCredit['proposal'];
export type MatchProposal = Extract<Proposal, { kind: 'match' }>;
type FlagProposal = Extract<Proposal, { kind: 'flag' }>;
type ReconciledProposal = Extract<Proposal, { kind: 'reconciled' }>;

/** A proposed match, with whether staff keep it for confirming. */
export interface MatchRow {
  credit: StatementCredit;
  match: MatchProposal;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  /** Once confirmed: what became of it; left out when it was not chosen. */
  outcome: { ok: boolean; error: string | null } | 'not-chosen' | null;
}

function Outcome({ outcome }: { outcome: NonNullable<MatchRow['outcome']> }) {
  if (outcome === 'not-chosen') return <Badge tone="grey">Not chosen</Badge>;
  return outcome.ok ? <Badge tone="green">Paid</Badge> : <Badge tone="red">Not confirmed</Badge>;
}

export interface FlagRow {
  credit: StatementCredit;
  flag: FlagProposal;
}

const FOUND_BY: Record<MatchProposal['by'], string> = {
  utr: 'UTR the learner reported',
  order_number: 'Order number in the narration',
};

const matchHelper = staffColumnHelper<MatchRow>();

export const matchColumns = matchHelper.columns([
  matchHelper.display({
    id: 'select',
    header: () => <span className="sr-only">Confirm</span>,
    cell: ({ row }) => {
      const { credit, match, selected, onSelect, outcome } = row.original;
      if (outcome) return <Outcome outcome={outcome} />;
      return (
        <input
          type="checkbox"
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
          aria-label={`Confirm ${formatPaise(credit.amount_paise)} for order ${match.order_number}`}
          className="size-5 accent-brand-700"
        />
      );
    },
  }),
  matchHelper.display({
    id: 'order',
    header: 'Order',
    meta: { rowHeader: true },
    cell: ({ row }) => <OrderLink number={row.original.match.order_number} />,
  }),
  matchHelper.display({
    id: 'buyer',
    header: 'Buyer',
    cell: ({ row }) => <span className="block min-w-32">{row.original.match.buyer_name}</span>,
  }),
  matchHelper.display({
    id: 'total',
    header: 'Order total',
    meta: { numeric: true },
    cell: ({ row }) => formatPaise(row.original.match.total_paise),
  }),
  matchHelper.display({
    id: 'date',
    header: 'Date',
    cell: ({ row }) => <StatementDay day={row.original.credit.date} />,
  }),
  matchHelper.display({
    id: 'amount',
    header: 'Amount',
    meta: { numeric: true },
    cell: ({ row }) => formatPaise(row.original.credit.amount_paise),
  }),
  matchHelper.display({
    id: 'utr',
    header: 'UTR',
    cell: ({ row }) => <Utr utr={row.original.credit.utr} />,
  }),
  matchHelper.display({
    id: 'description',
    header: 'Description',
    cell: ({ row }) => <Narration text={row.original.credit.description} />,
  }),
  matchHelper.display({
    id: 'by',
    header: 'Found by',
    cell: ({ row }) => <span className="block min-w-36">{FOUND_BY[row.original.match.by]}</span>,
  }),
]);

const flagHelper = staffColumnHelper<FlagRow>();

export const flagColumns = flagHelper.columns([
  flagHelper.display({
    id: 'flag',
    header: 'Why it needs a look',
    meta: { rowHeader: true },
    cell: ({ row }) => (
      <span className="block min-w-48 whitespace-normal font-semibold text-accent-700">
        {PROPOSAL_FLAGS[row.original.flag.flag]}
      </span>
    ),
  }),
  flagHelper.display({
    id: 'order',
    header: 'Order',
    cell: ({ row }) => <OrderLink number={row.original.flag.order_number} />,
  }),
  flagHelper.display({
    id: 'buyer',
    header: 'Buyer',
    cell: ({ row }) => (
      <span className="block min-w-32">
        {row.original.flag.buyer_name ?? <span className="text-muted">—</span>}
      </span>
    ),
  }),
  flagHelper.display({
    id: 'expected',
    header: 'Order total',
    meta: { numeric: true },
    cell: ({ row }) => {
      const expected = row.original.flag.expected_paise;
      return expected === null ? <span className="text-muted">—</span> : formatPaise(expected);
    },
  }),
  flagHelper.display({
    id: 'date',
    header: 'Date',
    cell: ({ row }) => <StatementDay day={row.original.credit.date} />,
  }),
  flagHelper.display({
    id: 'amount',
    header: 'Amount',
    meta: { numeric: true },
    cell: ({ row }) => formatPaise(row.original.credit.amount_paise),
  }),
  flagHelper.display({
    id: 'utr',
    header: 'UTR',
    cell: ({ row }) => <Utr utr={row.original.credit.utr} />,
  }),
  flagHelper.display({
    id: 'description',
    header: 'Description',
    cell: ({ row }) => <Narration text={row.original.credit.description} />,
  }),
]);

export interface ReconciledRow {
  credit: StatementCredit;
  reconciled: ReconciledProposal;
}

const reconciledHelper = staffColumnHelper<ReconciledRow>();

export const reconciledColumns = reconciledHelper.columns([
  reconciledHelper.display({
    id: 'order',
    header: 'Order',
    meta: { rowHeader: true },
    cell: ({ row }) => <OrderLink number={row.original.reconciled.order_number} />,
  }),
  reconciledHelper.display({
    id: 'date',
    header: 'Date',
    cell: ({ row }) => <StatementDay day={row.original.credit.date} />,
  }),
  reconciledHelper.display({
    id: 'amount',
    header: 'Amount',
    meta: { numeric: true },
    cell: ({ row }) => formatPaise(row.original.credit.amount_paise),
  }),
  reconciledHelper.display({
    id: 'utr',
    header: 'UTR',
    cell: ({ row }) => <Utr utr={row.original.credit.utr} />,
  }),
  reconciledHelper.display({
    id: 'settled',
    header: 'Settled',
    cell: ({ row }) => (
      <span className="whitespace-nowrap">
        <DateTime iso={row.original.reconciled.settled_at} /> IST
      </span>
    ),
  }),
]);

type Reported = StatementResult['reported_without_credit'][number];
const reportedHelper = staffColumnHelper<Reported>();

export const reportedColumns = reportedHelper.columns([
  reportedHelper.accessor('order_number', {
    header: 'Order',
    meta: { rowHeader: true },
    cell: (info) => <OrderLink number={info.getValue()} />,
  }),
  reportedHelper.accessor('name', {
    header: 'Name',
    cell: (info) => <span className="block min-w-32">{info.getValue()}</span>,
  }),
  reportedHelper.accessor('total_paise', {
    header: 'Total',
    meta: { numeric: true },
    cell: (info) => formatPaise(info.getValue()),
  }),
  reportedHelper.accessor('reported_utr', {
    header: 'Reported UTR',
    cell: (info) => <Utr utr={info.getValue()} />,
  }),
]);

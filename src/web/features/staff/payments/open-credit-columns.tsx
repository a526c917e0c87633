import { formatPaise } from '../../../../domain/money.ts';
import type { BankCredit, SetAsideCredit } from '../../../../domain/staff/payments.ts';
import { staffColumnHelper } from '../list/data-table.tsx';
import { smallButtonClass } from '../ui/buttons.ts';
import { DateTime, formatDay } from '../ui/dates.tsx';
import { CreditLeft, Narration, StatementDay, StatementRead, Utr } from './credit-cells.tsx';

/** A credit no order has used up; staff may settle orders from it or set it aside. */
export interface OpenCreditRow {
  credit: BankCredit;
  /** Null for a role that may not change payments. */
  onSettle: (() => void) | null;
  onSetAside: (() => void) | null;
}

const creditName = (credit: BankCredit) =>
  `the credit of ${formatPaise(credit.amount_paise)} on ${formatDay(credit.date)}`;

const openHelper = staffColumnHelper<OpenCreditRow>();

export const openCreditColumns = openHelper.columns([
  openHelper.display({
    id: 'amount',
    header: 'Amount',
    meta: { rowHeader: true, numeric: true },
    cell: ({ row }) => <CreditLeft credit={row.original.credit} />,
  }),
  openHelper.display({
    id: 'date',
    header: 'Date',
    cell: ({ row }) => <StatementDay day={row.original.credit.date} />,
  }),
  openHelper.display({
    id: 'utr',
    header: 'UTR',
    cell: ({ row }) => <Utr utr={row.original.credit.utr} />,
  }),
  openHelper.display({
    id: 'description',
    header: 'Description',
    cell: ({ row }) => <Narration text={row.original.credit.description} />,
  }),
  openHelper.display({
    id: 'statement',
    header: 'Statement',
    cell: ({ row }) => <StatementRead credit={row.original.credit} />,
  }),
  openHelper.display({
    id: 'actions',
    header: () => <span className="sr-only">Actions</span>,
    cell: ({ row }) => {
      const { credit, onSettle, onSetAside } = row.original;
      if (!onSettle || !onSetAside) return null;
      return (
        <span className="flex flex-wrap gap-2 whitespace-nowrap">
          <button
            type="button"
            aria-haspopup="dialog"
            onClick={onSettle}
            aria-label={`Settle orders from ${creditName(credit)}`}
            className={smallButtonClass}
          >
            Settle
          </button>
          <button
            type="button"
            aria-haspopup="dialog"
            onClick={onSetAside}
            aria-label={`Set aside ${creditName(credit)}`}
            className={smallButtonClass}
          >
            Set aside
          </button>
        </span>
      );
    },
  }),
]);

/** A credit set aside, with why; staff may reopen it. */
export interface SetAsideRow {
  credit: SetAsideCredit;
  onReopen: (() => void) | null;
}

const asideHelper = staffColumnHelper<SetAsideRow>();

export const setAsideColumns = asideHelper.columns([
  asideHelper.display({
    id: 'amount',
    header: 'Amount',
    meta: { rowHeader: true, numeric: true },
    cell: ({ row }) => <CreditLeft credit={row.original.credit} />,
  }),
  asideHelper.display({
    id: 'date',
    header: 'Date',
    cell: ({ row }) => <StatementDay day={row.original.credit.date} />,
  }),
  asideHelper.display({
    id: 'utr',
    header: 'UTR',
    cell: ({ row }) => <Utr utr={row.original.credit.utr} />,
  }),
  asideHelper.display({
    id: 'description',
    header: 'Description',
    cell: ({ row }) => <Narration text={row.original.credit.description} />,
  }),
  asideHelper.display({
    id: 'reason',
    header: 'Why it was set aside',
    cell: ({ row }) => {
      const { reason, set_aside_by, set_aside_at } = row.original.credit;
      return (
        <span className="flex min-w-48 flex-col whitespace-normal">
          <span>{reason}</span>
          <span className="text-xs text-muted">
            {set_aside_by ?? 'A former member'}, <DateTime iso={set_aside_at} />
          </span>
        </span>
      );
    },
  }),
  asideHelper.display({
    id: 'reopen',
    header: () => <span className="sr-only">Actions</span>,
    cell: ({ row }) => {
      const { credit, onReopen } = row.original;
      if (!onReopen) return null;
      return (
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={onReopen}
          aria-label={`Reopen ${creditName(credit)}`}
          className={smallButtonClass}
        >
          Reopen
        </button>
      );
    },
  }),
]);

import type { RowData } from '@tanstack/react-table';
import { RotateCcw } from 'lucide-react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { formatPaise } from '../../../../domain/money.ts';
import type { StatementResult } from '../../../../domain/staff/payments.ts';
import { buttonClass } from '../../../components/button.tsx';
import { cn } from '../../../lib/cn.ts';
import type { ConfirmResult } from '../api/payments-api.ts';
import { DataTable, type StaffColumns } from '../list/data-table.tsx';
import { ActionDialog } from '../ui/action-dialog.tsx';
import { Notice, type NoticeMessage } from '../ui/notice.tsx';
import {
  flagColumns,
  matchColumns,
  reconciledColumns,
  reportedColumns,
  type FlagRow,
  type MatchRow,
  type ReconciledRow,
} from './credit-columns.tsx';
import type { ConfirmAnswer, PaymentsChange } from './statement-changes.ts';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** One kind of credit: its table, or a sentence when there is none; `children` follow the table. */
function TableSection<T extends RowData>({
  title,
  intro,
  empty,
  columns,
  rows,
  rowId,
  children,
}: {
  /** Heads the section and names its table. */
  title: string;
  intro: string;
  empty: string;
  columns: StaffColumns<T>;
  rows: T[];
  rowId: (row: T) => string;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <div>
        <h2 id={id} className="text-lg font-bold text-ink">
          {title} <span className="font-semibold text-muted">({rows.length})</span>
        </h2>
        <p className="text-sm text-muted">{intro}</p>
      </div>
      {rows.length === 0 ? (
        <p className="text-muted">{empty}</p>
      ) : (
        <>
          <DataTable label={title} columns={columns} data={rows} rowId={rowId} />
          {children}
        </>
      )}
    </section>
  );
}

function outcomeMessages(outcome: ConfirmResult): NoticeMessage[] {
  const done = outcome.results.filter((r) => r.ok).length;
  const failed = outcome.results.filter((r) => !r.ok);
  const messages: NoticeMessage[] = [];
  if (done > 0) {
    messages.push({
      tone: 'success',
      text: `${plural(done, 'payment')} confirmed: ${done === 1 ? 'the order is' : 'the orders are'} paid, and each learner was mailed their invoice.`,
      takeFocus: true,
    });
  }
  if (failed.length > 0) {
    messages.push({
      tone: 'error',
      takeFocus: done === 0,
      text: (
        <>
          <p>{plural(failed.length, 'payment was', 'payments were')} not confirmed:</p>
          <ul className="mt-1 list-disc pl-5">
            {failed.map((r) => (
              <li key={r.order_number}>
                <span className="font-semibold">{r.order_number}</span>:{' '}
                {r.error ?? 'The server gave no reason.'}
              </li>
            ))}
          </ul>
        </>
      ),
    });
  }
  return messages;
}

/** Credits settled before, read again: kept out of the way, but there to check. */
function ReconciledSection({ rows }: { rows: ReconciledRow[] }) {
  if (rows.length === 0) return null;
  return (
    <details className="group rounded-control border border-line bg-surface px-4 py-3">
      <summary className="cursor-pointer font-semibold text-ink">
        Already reconciled ({rows.length})
        <span className="font-normal text-muted">
          {' '}
          · read before and settled against an order; nothing to do
        </span>
      </summary>
      <div className="mt-3">
        <DataTable
          label="Already reconciled"
          columns={reconciledColumns}
          data={rows}
          rowId={(row) => String(row.credit.line)}
        />
      </div>
    </details>
  );
}

/**
 * What the statement says, sorted into what to confirm, what needs a person, what is missing,
 * and what was settled before. What no order explains joins the open credits below.
 */
export function StatementResultView({
  result,
  fileName,
  onReadAgain,
  readingAgain,
}: {
  result: StatementResult;
  fileName: string;
  onReadAgain: () => void;
  readingAgain: boolean;
}) {
  const matched = useMemo(
    () =>
      result.credits.flatMap((credit) =>
        credit.proposal.kind === 'match' ? [{ credit, match: credit.proposal }] : [],
      ),
    [result],
  );
  const flagged: FlagRow[] = result.credits.flatMap((credit) =>
    credit.proposal.kind === 'flag' ? [{ credit, flag: credit.proposal }] : [],
  );
  const reconciled: ReconciledRow[] = result.credits.flatMap((credit) =>
    credit.proposal.kind === 'reconciled' ? [{ credit, reconciled: credit.proposal }] : [],
  );
  const count = (kind: string) => result.credits.filter((c) => c.proposal.kind === kind).length;
  const unmatched = count('unmatched');
  const setAside = count('set_aside');

  const [unchecked, setUnchecked] = useState<ReadonlySet<number>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<ConfirmResult | null>(null);

  const chosen = matched.filter((m) => !unchecked.has(m.credit.line));
  const rows: MatchRow[] = matched.map(({ credit, match }) => ({
    credit,
    match,
    selected: !unchecked.has(credit.line),
    onSelect: (selected) =>
      setUnchecked((current) => {
        const next = new Set(current);
        if (selected) next.delete(credit.line);
        else next.add(credit.line);
        return next;
      }),
    outcome: outcome
      ? (outcome.results.find((r) => r.order_number === match.order_number) ?? 'not-chosen')
      : null,
  }));

  const total = chosen.reduce((sum, m) => sum + m.credit.amount_paise, 0);
  const confirmLabel = `Confirm ${plural(chosen.length, 'payment')}`;

  return (
    <div className="flex flex-col gap-8">
      <p role="status" className="rounded-control border border-line bg-surface px-4 py-3 text-ink">
        Read <span className="font-semibold break-all">{fileName}</span> as{' '}
        <span className="font-semibold">{result.format}</span>:{' '}
        {plural(result.credits.length, 'credit')}, {plural(result.skipped_rows, 'other row')}{' '}
        skipped (debits, balances and summary lines).
        {unmatched > 0
          ? ` ${plural(unmatched, 'credit')} no order explains ${unmatched === 1 ? 'is' : 'are'} among the open credits below.`
          : ''}
        {setAside > 0 ? ` ${plural(setAside, 'credit was', 'credits were')} set aside before.` : ''}
      </p>

      <TableSection
        title="Proposed matches"
        intro="Each credit found an order waiting for exactly this amount. Untick any you are not sure of."
        empty="No credit in this statement matches an order waiting for payment."
        columns={matchColumns}
        rows={rows}
        rowId={(row) => String(row.credit.line)}
      >
        {outcome ? (
          <div className="flex flex-col gap-3">
            {outcomeMessages(outcome).map((message, i) => (
              <Notice key={i} message={message} />
            ))}
            <button
              type="button"
              disabled={readingAgain}
              onClick={onReadAgain}
              className={cn(buttonClass.secondary, 'self-start')}
            >
              <RotateCcw aria-hidden className="size-5" />
              {readingAgain ? 'Reading...' : 'Read the statement again'}
            </button>
          </div>
        ) : (
          <div className="flex flex-wrap items-center gap-3">
            <button
              type="button"
              disabled={chosen.length === 0}
              onClick={() => setConfirming(true)}
              className={buttonClass.primary}
            >
              {confirmLabel}
            </button>
            {chosen.length > 0 ? (
              <span className="text-sm text-muted">
                {formatPaise(total)} in all. Each order is marked as paid and its invoice mailed.
              </span>
            ) : null}
          </div>
        )}
      </TableSection>

      <TableSection
        title="Needs a person"
        intro="These look like payments for an order but need a person to check. Settle them from the open credits below (with another credit, or with the TDS a business deducted), or mark the order paid on its page."
        empty="Nothing needs a look."
        columns={flagColumns}
        rows={flagged}
        rowId={(row) => String(row.credit.line)}
      />

      <TableSection
        title="Reported payments with no credit in this statement"
        intro="Learners said they paid these, but the statement shows no such credit. It may be in a later statement."
        empty="Every reported payment has its credit here."
        columns={reportedColumns}
        rows={result.reported_without_credit}
        rowId={(order) => order.order_number}
      />

      <ReconciledSection rows={reconciled} />

      {confirming ? (
        <ActionDialog<PaymentsChange, ConfirmAnswer>
          title={confirmLabel}
          confirmLabel={confirmLabel}
          busyLabel="Confirming..."
          change={{
            intent: 'confirm',
            matches: chosen.map(({ credit, match }) => ({
              order_number: match.order_number,
              version: match.version,
              utr: credit.utr ?? '',
            })),
          }}
          onDone={(answer) => {
            setOutcome(answer.result);
            setConfirming(false);
          }}
          onClose={() => setConfirming(false)}
        >
          <p>
            {chosen.length === 1 ? 'This order is' : `These ${chosen.length} orders are`} marked as
            paid ({formatPaise(total)} in all). Each learner is enrolled and mailed their invoice;
            this cannot be undone from here.
          </p>
          <ul className="mt-3 list-disc pl-5 text-sm">
            {chosen.map(({ credit, match }) => (
              <li key={credit.line}>
                <span className="font-semibold">{match.order_number}</span>:{' '}
                {formatPaise(credit.amount_paise)}, UTR{' '}
                <span className="font-mono">{credit.utr}</span>
              </li>
            ))}
          </ul>
        </ActionDialog>
      ) : null}
    </div>
  );
}

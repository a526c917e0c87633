import { useId, useState } from 'react';
import { formatPaise } from '../../../../domain/money.ts';
import type { BankCredit, BankCredits, SetAsideCredit } from '../../../../domain/staff/payments.ts';
import { DataTable } from '../list/data-table.tsx';
import { ActionDialog } from '../ui/action-dialog.tsx';
import { formatDay } from '../ui/dates.tsx';
import { Notice, type NoticeMessage } from '../ui/notice.tsx';
import {
  openCreditColumns,
  setAsideColumns,
  type OpenCreditRow,
  type SetAsideRow,
} from './open-credit-columns.tsx';
import { SetAsideDialog } from './set-aside-dialog.tsx';
import { SettleDialog } from './settle-dialog.tsx';
import type { PaymentsChange } from './statement-changes.ts';

type Doing =
  | { kind: 'settle'; credit: BankCredit }
  | { kind: 'set-aside'; credit: BankCredit }
  | { kind: 'reopen'; credit: SetAsideCredit };

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Credits set aside: out of the way, folded, but there to check and reopen. */
function SetAsideSection({ rows, count }: { rows: SetAsideRow[]; count: number }) {
  if (count === 0) return null;
  return (
    <details className="rounded-control border border-line bg-surface px-4 py-3">
      <summary className="cursor-pointer font-semibold text-ink">
        Set aside ({count})
        <span className="font-normal text-muted"> · credits that pay no order, and why</span>
      </summary>
      <div className="mt-3 flex flex-col gap-2">
        {count > rows.length ? (
          <p className="text-sm text-muted">
            The latest {rows.length} of {count}.
          </p>
        ) : null}
        <DataTable
          label="Set aside"
          columns={setAsideColumns}
          data={rows}
          rowId={(row) => String(row.credit.line_id)}
        />
      </div>
    </details>
  );
}

/**
 * The credits of every statement read that no order has used up, oldest first: a credit stays
 * here, statement after statement, until it pays orders or is set aside with a reason.
 */
export function OpenCredits({
  credits,
  mayChange,
}: {
  credits: BankCredits;
  /** Staff and the owner settle and set aside; the accountant reads. */
  mayChange: boolean;
}) {
  const titleId = useId();
  const [doing, setDoing] = useState<Doing | null>(null);
  const [message, setMessage] = useState<NoticeMessage | null>(null);
  const start = (next: Doing) => () => {
    setMessage(null);
    setDoing(next);
  };
  const done = (text: string) => {
    setMessage({ tone: 'success', text, takeFocus: true });
    setDoing(null);
  };
  const open: OpenCreditRow[] = credits.open.map((credit) => ({
    credit,
    onSettle: mayChange ? start({ kind: 'settle', credit }) : null,
    onSetAside: mayChange ? start({ kind: 'set-aside', credit }) : null,
  }));
  const setAside: SetAsideRow[] = credits.set_aside.map((credit) => ({
    credit,
    onReopen: mayChange ? start({ kind: 'reopen', credit }) : null,
  }));
  const total = credits.open.reduce((sum, c) => sum + c.amount_paise - c.allocated_paise, 0);

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <div>
        <h2 id={titleId} className="text-lg font-bold text-ink">
          Open credits <span className="font-semibold text-muted">({credits.open_count})</span>
        </h2>
        <p className="text-sm text-muted">
          Money in from every statement read that no order has used up yet, oldest first. Settle the
          orders a credit pays (one order from several credits, several orders from one, or a
          business&rsquo;s order net of TDS), or set it aside with the reason when it pays none.
        </p>
      </div>
      <Notice message={message} />
      {credits.open.length === 0 ? (
        <p className="text-muted">
          No open credits: every credit read paid orders or was set aside.
        </p>
      ) : (
        <>
          <p className="text-sm text-ink">
            {plural(credits.open_count, 'credit')}, {formatPaise(total)}
            {credits.open_count > credits.open.length
              ? ` in the oldest ${credits.open.length} shown`
              : ''}
            .
          </p>
          <DataTable
            label="Open credits"
            columns={openCreditColumns}
            data={open}
            rowId={(row) => String(row.credit.line_id)}
          />
        </>
      )}
      <SetAsideSection rows={setAside} count={credits.set_aside_count} />

      {doing?.kind === 'settle' ? (
        <SettleDialog
          start={doing.credit}
          open={credits.open}
          onDone={done}
          onClose={() => setDoing(null)}
        />
      ) : null}
      {doing?.kind === 'set-aside' ? (
        <SetAsideDialog credit={doing.credit} onDone={done} onClose={() => setDoing(null)} />
      ) : null}
      {doing?.kind === 'reopen' ? (
        <ActionDialog<PaymentsChange>
          title="Reopen this credit"
          confirmLabel="Reopen"
          busyLabel="Reopening..."
          change={{ intent: 'reopen', line_id: doing.credit.line_id }}
          onDone={(answer) => done(answer.message)}
          onClose={() => setDoing(null)}
        >
          <p>
            {formatPaise(doing.credit.amount_paise)} received on {formatDay(doing.credit.date)} goes
            back among the open credits, to settle orders from. It was set aside because:{' '}
            <q>{doing.credit.reason}</q>
          </p>
        </ActionDialog>
      ) : null}
    </section>
  );
}

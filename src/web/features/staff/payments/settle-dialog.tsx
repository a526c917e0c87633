import { X } from 'lucide-react';
import { useState } from 'react';
import { formatPaise } from '../../../../domain/money.ts';
import type { BankCredit } from '../../../../domain/staff/payments.ts';
import { Alert } from '../../../components/alert.tsx';
import { buttonClass } from '../../../components/button.tsx';
import { dialogActionsClass } from '../../../components/dialog-buttons.ts';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import type { Answer } from '../../../lib/route-answer.ts';
import { useRouteChange } from '../../../lib/use-route-change.ts';
import { formatDay } from '../ui/dates.tsx';
import { SelectField } from '../ui/select-field.tsx';
import { OrderChoices, OrderFinder } from './settle-orders.tsx';
import { planWords, settlementOf, type OrderChoice } from './settle-plan.ts';
import type { PaymentsChange } from './statement-changes.ts';

const creditLabel = (credit: BankCredit) =>
  [
    formatPaise(credit.amount_paise - credit.allocated_paise),
    formatDay(credit.date),
    credit.utr ? `UTR ${credit.utr}` : credit.description.slice(0, 40),
  ].join(' · ');

/** The credits chosen, in the order they pay; another open credit may be added. */
function CreditChoices({
  chosen,
  open,
  onChange,
}: {
  chosen: BankCredit[];
  open: BankCredit[];
  onChange: (credits: BankCredit[]) => void;
}) {
  const others = open.filter((c) => !chosen.some((d) => d.line_id === c.line_id));
  const [adding, setAdding] = useState('');
  return (
    <div className="flex flex-col gap-2">
      <ul aria-label="Credits that pay the orders" className="flex flex-col gap-2">
        {chosen.map((credit) => (
          <li
            key={credit.line_id}
            className="flex items-start gap-3 rounded-control border border-line px-3 py-2.5"
          >
            <span className="min-w-0 flex-1 wrap-anywhere">{creditLabel(credit)}</span>
            {chosen.length > 1 ? (
              <button
                type="button"
                onClick={() => onChange(chosen.filter((c) => c !== credit))}
                aria-label={`Take the credit of ${formatPaise(credit.amount_paise)} out`}
                className="-m-1 rounded-control p-1 text-muted hover:text-ink"
              >
                <X aria-hidden className="size-4" />
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      {others.length > 0 ? (
        <div className="flex items-end gap-3">
          <SelectField
            className="min-w-0 flex-1"
            label="Another credit that pays them"
            choices={[
              { value: '', label: 'Choose a credit' },
              ...others.map((c) => ({ value: String(c.line_id), label: creditLabel(c) })),
            ]}
            value={adding}
            onChange={(event) => setAdding(event.target.value)}
          />
          <button
            type="button"
            disabled={adding === ''}
            className={buttonClass.secondary}
            onClick={() => {
              const credit = others.find((c) => String(c.line_id) === adding);
              if (credit) onChange([...chosen, credit]);
              setAdding('');
            }}
          >
            Add credit
          </button>
        </div>
      ) : null}
    </div>
  );
}

/**
 * Orders paid from the kept credits: one order from several credits (₹4,900 + ₹99), several
 * orders from one credit (a company paying two seats), or a business's order net of the TDS it
 * deducted. The dialog shows what each credit pays before anything is sent; the server checks
 * it all again and marks every order paid, or none.
 */
export function SettleDialog({
  start,
  open,
  onDone,
  onClose,
}: {
  start: BankCredit;
  open: BankCredit[];
  onDone: (message: string) => void;
  onClose: () => void;
}) {
  const [credits, setCredits] = useState<BankCredit[]>([start]);
  const [orders, setOrders] = useState<OrderChoice[]>([]);
  const settle = useRouteChange<PaymentsChange, Answer>((answer) => {
    if (answer.ok) onDone(answer.message);
  });
  const settlement = settlementOf(credits, orders);
  const refusal = settle.answer && !settle.answer.ok ? settle.answer.error : null;
  const label = `Mark ${orders.length > 1 ? `${orders.length} orders` : 'the order'} as paid`;

  return (
    <ModalDialog title="Settle orders from bank credits" onClose={onClose}>
      <div className="flex flex-col gap-5">
        <section className="flex flex-col gap-2" aria-label="Credits">
          <h3 className="font-semibold text-ink">Credits</h3>
          <CreditChoices chosen={credits} open={open} onChange={setCredits} />
        </section>
        <section className="flex flex-col gap-2" aria-label="Orders">
          <h3 className="font-semibold text-ink">Orders they pay</h3>
          <OrderChoices
            choices={orders}
            onChange={(changed) =>
              setOrders((all) =>
                all.map((c) => (c.order.number === changed.order.number ? changed : c)),
              )
            }
            onRemove={(number) => setOrders((all) => all.filter((c) => c.order.number !== number))}
          />
          <OrderFinder
            chosen={orders.map((c) => c.order.number)}
            onFound={(order) =>
              setOrders((all) => [
                ...all,
                { order, tds: { deducted: false, amount: '', section: '194J' } },
              ])
            }
          />
        </section>
        <div role="status" className="rounded-control bg-surface px-3 py-2.5 text-sm text-ink">
          {settlement.ok ? (
            <>
              <ul className="flex flex-col gap-1">
                {planWords(settlement, orders).map((words) => (
                  <li key={words}>{words}</li>
                ))}
              </ul>
              {settlement.left_over_paise > 0 ? (
                <p className="mt-1 text-muted">
                  {formatPaise(settlement.left_over_paise)} of the last credit stays open.
                </p>
              ) : null}
            </>
          ) : (
            settlement.message
          )}
        </div>
        {refusal ? <Alert tone="error">{refusal}</Alert> : null}
        <div className={dialogActionsClass}>
          <button type="button" className={buttonClass.secondary} onClick={onClose}>
            Cancel
          </button>
          <button
            type="button"
            disabled={!settlement.ok || settle.busy}
            className={buttonClass.primary}
            onClick={() =>
              settlement.ok &&
              void settle.send({ intent: 'settle', settlement: settlement.request })
            }
          >
            {settle.busy ? 'Marking as paid...' : label}
          </button>
        </div>
        <p className="text-sm text-muted">
          Each order is marked as paid as on its own page: the learner is enrolled and mailed their
          invoice.
        </p>
      </div>
    </ModalDialog>
  );
}

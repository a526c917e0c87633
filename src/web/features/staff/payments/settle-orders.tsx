import { X } from 'lucide-react';
import { useState } from 'react';
import { taxableOf } from '../../../../domain/gst/tax-split.ts';
import { formatPaise } from '../../../../domain/money.ts';
import { ORDER_STATUS_LABELS } from '../../../../domain/order-statuses.ts';
import {
  SUGGESTED_TDS_PERCENT,
  suggestedTdsPaise,
  TDS_SECTION_KEYS,
  TDS_SECTIONS,
} from '../../../../domain/reconciliation/tds.ts';
import type { StaffOrderDetail } from '../../../../domain/staff/orders.ts';
import { failureMessage } from '../../../api/client.ts';
import { buttonClass } from '../../../components/button.tsx';
import { TextField } from '../../../components/form-field.tsx';
import { fetchOrder } from '../api/orders-api.ts';
import { labelledChoices, SelectField } from '../ui/select-field.tsx';
import type { OrderChoice } from './settle-plan.ts';

const PAYABLE: ReadonlyArray<StaffOrderDetail['status']> = ['awaiting_payment', 'payment_reported'];

/** Rupees as a person types them: '847', '847.50'. */
const rupeesText = (paise: number) =>
  paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2);

/** Finds an order by its number and adds it, when it waits for payment and is not added yet. */
export function OrderFinder({
  chosen,
  onFound,
}: {
  chosen: readonly string[];
  onFound: (order: StaffOrderDetail) => void;
}) {
  const [number, setNumber] = useState('');
  const [lookup, setLookup] = useState<{ busy: boolean; error?: string }>({ busy: false });

  const find = async (event: React.FormEvent) => {
    event.preventDefault();
    const wanted = number.trim().toUpperCase();
    if (wanted === '') return setLookup({ busy: false, error: 'Enter the order number.' });
    if (chosen.includes(wanted)) {
      return setLookup({ busy: false, error: `Order ${wanted} is in the list already.` });
    }
    setLookup({ busy: true });
    const result = await fetchOrder(wanted);
    if (!result.ok) {
      const missing = result.kind === 'http' && result.status === 404;
      const error = missing
        ? `There is no order ${wanted}.`
        : failureMessage(result, 'The order could not be found.');
      return setLookup({ busy: false, error });
    }
    const order = result.data;
    if (!PAYABLE.includes(order.status)) {
      const status = ORDER_STATUS_LABELS[order.status].toLowerCase();
      return setLookup({
        busy: false,
        error: `Order ${order.number} is ${status}: only an order waiting for payment can be paid.`,
      });
    }
    setLookup({ busy: false });
    setNumber('');
    onFound(order);
  };

  return (
    <form noValidate onSubmit={(event) => void find(event)} className="flex items-end gap-3">
      <div className="min-w-0 flex-1">
        <TextField
          label="Order number"
          autoComplete="off"
          maxLength={40}
          value={number}
          error={lookup.error}
          onChange={(event) => setNumber(event.target.value)}
        />
      </div>
      <button type="submit" disabled={lookup.busy} className={buttonClass.secondary}>
        {lookup.busy ? 'Finding...' : 'Add order'}
      </button>
    </form>
  );
}

/** A business buyer's TDS: whether they deducted it, how much and under which section. */
function TdsFields({
  choice,
  onChange,
}: {
  choice: OrderChoice;
  onChange: (tds: OrderChoice['tds']) => void;
}) {
  const { order, tds } = choice;
  const suggested = suggestedTdsPaise(order.total_paise);
  return (
    <div className="mt-3 flex flex-col gap-3 border-t border-line pt-3">
      <label className="flex cursor-pointer items-start gap-3">
        <input
          type="checkbox"
          checked={tds.deducted}
          onChange={(event) =>
            onChange({
              ...tds,
              deducted: event.target.checked,
              amount: tds.amount || rupeesText(suggested),
            })
          }
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
        />
        <span>
          The buyer deducted TDS{' '}
          <span className="text-sm text-muted">(GSTIN {order.buyer_gstin})</span>
        </span>
      </label>
      {tds.deducted ? (
        <>
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              label="TDS deducted, in rupees"
              inputMode="decimal"
              autoComplete="off"
              value={tds.amount}
              onChange={(event) => onChange({ ...tds, amount: event.target.value })}
            />
            <SelectField
              label="Section"
              choices={labelledChoices(TDS_SECTION_KEYS, TDS_SECTIONS)}
              value={tds.section}
              onChange={(event) =>
                onChange({ ...tds, section: event.target.value as OrderChoice['tds']['section'] })
              }
            />
          </div>
          <p className="text-sm text-muted">
            Enter what the buyer&rsquo;s payment advice says. {SUGGESTED_TDS_PERCENT}% of the{' '}
            {formatPaise(taxableOf(order.total_paise))} before GST would be {formatPaise(suggested)}
            .
          </p>
        </>
      ) : null}
    </div>
  );
}

/** The orders chosen, each with its buyer and total, a way to take it out, and its TDS. */
export function OrderChoices({
  choices,
  onChange,
  onRemove,
}: {
  choices: OrderChoice[];
  onChange: (choice: OrderChoice) => void;
  onRemove: (number: string) => void;
}) {
  if (choices.length === 0) return null;
  return (
    <ul aria-label="Orders to mark as paid" className="flex flex-col gap-2">
      {choices.map((choice) => {
        const { order } = choice;
        return (
          <li key={order.number} className="rounded-control border border-line px-3 py-2.5">
            <div className="flex items-start gap-3">
              <div className="flex min-w-0 flex-1 flex-wrap justify-between gap-x-4">
                <span className="font-semibold text-ink">
                  {order.number}{' '}
                  <span className="font-normal">{order.buyer_company ?? order.name}</span>
                </span>
                <span className="tabular-nums">{formatPaise(order.total_paise)}</span>
              </div>
              <button
                type="button"
                onClick={() => onRemove(order.number)}
                aria-label={`Take order ${order.number} out`}
                className="-m-1 rounded-control p-1 text-muted hover:text-ink"
              >
                <X aria-hidden className="size-4" />
              </button>
            </div>
            {order.buyer_gstin ? (
              <TdsFields choice={choice} onChange={(tds) => onChange({ ...choice, tds })} />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

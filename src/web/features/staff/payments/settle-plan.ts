import { formatPaise, parseRupees } from '../../../../domain/money.ts';
import {
  planAllocations,
  type PlannedAllocation,
} from '../../../../domain/reconciliation/allocation-plan.ts';
import { tdsLimitPaise, type TdsSection } from '../../../../domain/reconciliation/tds.ts';
import type { StaffOrderDetail } from '../../../../domain/staff/orders.ts';
import type { BankCredit } from '../../../../domain/staff/payments.ts';
import type { SettlementRequest } from '../api/payments-api.ts';

/** An order chosen to be paid, and the TDS its business buyer deducted, as typed. */
export interface OrderChoice {
  order: StaffOrderDetail;
  tds: { deducted: boolean; amount: string; section: TdsSection };
}

export type Settlement =
  | {
      ok: true;
      request: SettlementRequest;
      allocations: PlannedAllocation[];
      left_over_paise: number;
    }
  | { ok: false; message: string };

const tdsPaiseOf = (choice: OrderChoice): number | string => {
  if (!choice.tds.deducted) return 0;
  const { number, total_paise } = choice.order;
  const paise = parseRupees(choice.tds.amount);
  if (!paise) return `Enter the TDS deducted from order ${number} in rupees, like 847.`;
  if (paise > tdsLimitPaise(total_paise)) {
    return `The TDS on order ${number} is more than 20% of its value before GST: check the buyer's payment advice.`;
  }
  return paise;
};

/**
 * What confirming would do, as the server will (the same planAllocations): which credit pays
 * what of which order, or why it cannot be confirmed yet.
 */
export function settlementOf(credits: BankCredit[], orders: OrderChoice[]): Settlement {
  if (orders.length === 0) return { ok: false, message: 'Find the order these credits pay.' };
  const dues = [];
  for (const choice of orders) {
    const tds = tdsPaiseOf(choice);
    if (typeof tds === 'string') return { ok: false, message: tds };
    dues.push({ choice, tds });
  }
  const plan = planAllocations(
    credits.map((c) => ({ line_id: c.line_id, left_paise: c.amount_paise - c.allocated_paise })),
    dues.map(({ choice, tds }) => ({
      order_number: choice.order.number,
      due_paise: choice.order.total_paise - tds,
    })),
  );
  if (!plan.ok) return { ok: false, message: plan.message };
  return {
    ok: true,
    allocations: plan.allocations,
    left_over_paise: plan.left_over_paise,
    request: {
      orders: dues.map(({ choice, tds }) => ({
        order_number: choice.order.number,
        version: choice.order.version,
        tds: tds ? { amount_paise: tds, section: choice.tds.section } : null,
      })),
      credits: credits.map((c) => c.line_id),
    },
  };
}

/** 'MNT-1001 gets ₹4,900 + ₹99', per order, for the person to check before confirming. */
export function planWords(settlement: Extract<Settlement, { ok: true }>, orders: OrderChoice[]) {
  return orders.map(({ order, tds }) => {
    const shares = settlement.allocations
      .filter((a) => a.order_number === order.number)
      .map((a) => formatPaise(a.amount_paise));
    const deducted = tds.deducted ? ` + TDS ${formatPaise(parseRupees(tds.amount) ?? 0)}` : '';
    return `${order.number} (${formatPaise(order.total_paise)}): ${shares.join(' + ')}${deducted}`;
  });
}

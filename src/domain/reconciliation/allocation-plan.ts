import { formatPaise } from '../money.ts';

/** A bank credit as a settlement sees it: what of it is not yet allocated to an order. */
export interface PlanCredit {
  line_id: number;
  left_paise: number;
}

/** An order to settle, and what the credits must pay of it (its total less any TDS). */
export interface PlanOrder {
  order_number: string;
  due_paise: number;
}

export interface PlannedAllocation {
  line_id: number;
  order_number: string;
  amount_paise: number;
}

export type AllocationPlan =
  | {
      ok: true;
      allocations: PlannedAllocation[];
      /** What stays open of the last credit used: an overpayment, for staff to look at. */
      left_over_paise: number;
    }
  | { ok: false; problem: 'short'; short_paise: number; message: string }
  | { ok: false; problem: 'unused'; line_id: number; message: string };

/**
 * Shares the credits among the orders, each in the order given: the first credit pays the first
 * order until it is paid, then the next order, and so on. Every order must be paid in full and
 * every credit used: a credit not needed is left out by the person, not silently. What is left
 * of the last credit stays open. The browser shows this plan; the server applies the same one.
 */
export function planAllocations(credits: PlanCredit[], orders: PlanOrder[]): AllocationPlan {
  const allocations: PlannedAllocation[] = [];
  const left = credits.map((c) => c.left_paise);
  let at = 0;
  for (const [i, order] of orders.entries()) {
    let due = order.due_paise;
    while (due > 0 && at < credits.length) {
      const amount = Math.min(due, left[at]!);
      if (amount > 0) {
        const { line_id } = credits[at]!;
        allocations.push({ line_id, order_number: order.order_number, amount_paise: amount });
        left[at]! -= amount;
        due -= amount;
      }
      if (left[at] === 0) at += 1;
    }
    if (due > 0) {
      const short = orders.slice(i + 1).reduce((sum, o) => sum + o.due_paise, due);
      return {
        ok: false,
        problem: 'short',
        short_paise: short,
        message: `The credits are ${formatPaise(short)} short of what the orders need. Add the credit that pays the rest, or the TDS the buyer deducted.`,
      };
    }
  }
  const unused = credits.find((c) => !allocations.some((a) => a.line_id === c.line_id));
  if (unused) {
    return {
      ok: false,
      problem: 'unused',
      line_id: unused.line_id,
      message: `The credit of ${formatPaise(unused.left_paise)} is not needed: the orders are paid without it. Leave it out.`,
    };
  }
  return { ok: true, allocations, left_over_paise: left.reduce((sum, l) => sum + l, 0) };
}

import { allocate } from './gst/tax-split.ts';
import { formatPaise } from './money.ts';
import type { OrderStatus } from './order-statuses.ts';
import { refundTooLargeMessage } from './staff/refund-lines.ts';

/** An order line as a refund sees it: what was paid for it and what refunds gave back. */
export interface RefundableLine {
  id: number;
  paid_paise: number;
  refunded_paise: number;
  /** A refund of this line ended its access. */
  ended: boolean;
}

export interface RefundRequestParts {
  /** The lines whose access ends; none for a refund of an amount only. */
  lines: readonly number[];
  amount_paise: number;
}

export type RefundPlan =
  | {
      ok: true;
      /** What the refund gives back of each line, for lines it touches, in the order's order. */
      shares: Array<{ id: number; paise: number }>;
      /** The lines whose access ends. */
      ending: number[];
      /** Where the order stands once it is recorded. */
      status: Extract<OrderStatus, 'partly_refunded' | 'refunded'>;
    }
  | { ok: false; field: 'lines' | 'amount_paise'; message: string };

const left = (line: RefundableLine) => Math.max(0, line.paid_paise - line.refunded_paise);

/** What is still refundable of an order: paid, less every refund so far. */
export const refundableOf = (lines: readonly RefundableLine[]) =>
  lines.reduce((sum, line) => sum + left(line), 0);

/** Said when an amount-only refund is more than is left of the order. */
export const amountTooLargeMessage = (maxPaise: number) =>
  `The refund can be at most what is left of the order, ${formatPaise(maxPaise)}.`;

/**
 * A refund checked against what was paid and refunded before. A refund of lines ends their
 * access and is at most what is left of them; a refund of an amount only (goodwill, a partial
 * fee back) keeps every access and is shared over what is left of each line. Either way the
 * credit note takes back the share of each line, so no line is ever credited beyond what was
 * paid for it, and the order is refunded once nothing of it is left.
 */
export function planRefund(
  lines: readonly RefundableLine[],
  request: RefundRequestParts,
): RefundPlan {
  const byId = new Map(lines.map((line) => [line.id, line]));
  const chosen = request.lines.map((id) => byId.get(id));
  if (chosen.some((line) => line === undefined)) {
    return { ok: false, field: 'lines', message: 'Choose programs of this order.' };
  }
  const lineRefund = chosen.length > 0;
  if (chosen.some((line) => line!.ended)) {
    return {
      ok: false,
      field: 'lines',
      message: 'A program chosen was refunded already; its access has ended.',
    };
  }
  const over = lineRefund ? (chosen as RefundableLine[]) : lines.filter((line) => left(line) > 0);
  const most = over.reduce((sum, line) => sum + left(line), 0);
  if (request.amount_paise > most) {
    return {
      ok: false,
      field: 'amount_paise',
      message: lineRefund ? refundTooLargeMessage(most) : amountTooLargeMessage(most),
    };
  }
  const ids = new Set(over.map((line) => line.id));
  const ordered = lines.filter((line) => ids.has(line.id));
  const paise = allocate(request.amount_paise, ordered.map(left));
  const remaining = refundableOf(lines) - request.amount_paise;
  return {
    ok: true,
    shares: ordered.map((line, i) => ({ id: line.id, paise: paise[i]! })),
    ending: ordered.filter(() => lineRefund).map((line) => line.id),
    status: remaining === 0 ? 'refunded' : 'partly_refunded',
  };
}

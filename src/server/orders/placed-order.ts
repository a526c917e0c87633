import type { FastifyInstance } from 'fastify';
import type { PlacedOrder } from '../../domain/checkout.ts';
import { upiLink } from '../../domain/upi.ts';
import type { OrderWithItems } from '../repositories/orders.ts';

/** A new order as its placing call answers: the order, and how to pay it by UPI. */
export function placedOrder(app: FastifyInstance, { order }: OrderWithItems): PlacedOrder {
  const { siteName, upi } = app.config;
  return {
    order,
    upi: {
      link: upiLink({
        payeeId: upi.payeeId,
        payeeName: upi.payeeName,
        amountPaise: order.total_paise,
        reference: order.number,
        note: `${siteName} order ${order.number}`,
      }),
      payee_id: upi.payeeId,
      payee_name: upi.payeeName,
      amount_paise: order.total_paise,
    },
  };
}

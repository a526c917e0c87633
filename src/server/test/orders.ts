import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TestAccount } from './accounts.ts';

/** A checkout of one Python Pro Plan (₹9,999), as the browser sends it. */
export function checkoutBody(account: TestAccount, overrides: object = {}) {
  return {
    name: account.username,
    email: account.email,
    address: '12 MG Road, Bengaluru 560001',
    phone: '9876543210',
    cart: [{ program: 'Python', plan: 'Pro Plan', plan_paise: 999900 }],
    original_paise: 999900,
    discount_paise: 0,
    total_paise: 999900,
    idempotency_key: randomUUID(),
    ...overrides,
  };
}

/** Places an order as `account`; `reported` also says it was paid. Its number. */
export async function placeOrder(
  app: FastifyInstance,
  account: TestAccount,
  options: { reported?: boolean; overrides?: object } = {},
): Promise<string> {
  const body = checkoutBody(account, options.overrides);
  const placed = await app.inject({
    method: 'POST',
    url: '/api/checkout-email/',
    payload: body,
    cookies: { session: account.session },
  });
  if (placed.statusCode !== 201) throw new Error(`checkout failed: ${placed.body}`);
  if (options.reported) {
    const { address: _a, phone: _p, ...report } = body;
    const reported = await app.inject({
      method: 'POST',
      url: '/api/payment-confirmation-email/',
      payload: report,
      cookies: { session: account.session },
    });
    if (reported.statusCode !== 200) throw new Error(`report failed: ${reported.body}`);
  }
  return placed.json().order.number as string;
}

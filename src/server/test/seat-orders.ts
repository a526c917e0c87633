import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { istDay } from '../../domain/india-time.ts';
import { accountWithRole, callAs, signUpAndLogIn } from './accounts.ts';
import type { SmtpCapture } from './smtp-capture.ts';

export const BILLING_EMAIL = 'accounts@acme.example';

/** POST /api/staff/orders/seats/'s body: Python Pro seats for Acme's learners, paid by NEFT. */
export function seatOrderBody(learners: string[], overrides: object = {}) {
  return {
    name: 'Neha Kapoor',
    email: BILLING_EMAIL,
    phone: '9876543210',
    address: '5th floor, Acme Towers, Mumbai 400001',
    state: '27',
    company: 'Acme Training LLP',
    program: 'Python',
    plan: 'Pro Plan',
    learners,
    payment_method: 'bank_transfer',
    // A NEFT reference of 16 characters, new for each order.
    reference: `ACMEN${crypto.randomInt(10 ** 10, 10 ** 11)}`,
    received_on: istDay(new Date()),
    ...overrides,
  };
}

/**
 * Acme's billing contact and a member of staff sign up (once each), and staff record the seats
 * for `learners`; the new order's detail, and staff's caller.
 */
export async function buySeats(app: FastifyInstance, learners: string[], overrides: object = {}) {
  await signUpAndLogIn(app, BILLING_EMAIL, 'Neha Kapoor');
  const staff = callAs(
    app,
    await accountWithRole(app, 'staff', 'orders@mentora.test', 'Orders Staff'),
  );
  const created = await staff.post('/api/staff/orders/seats/', seatOrderBody(learners, overrides));
  if (created.statusCode !== 201) throw new Error(`seats not bought: ${created.body}`);
  return { staff, order: created.json() };
}

/** What was mailed to `email`, however its letters were cased. */
export const mailedTo = (smtp: SmtpCapture, email: string) =>
  smtp.messages.filter((m) => m.to.some((to) => to.toLowerCase() === email.toLowerCase()));

/** The token of the last seat invitation mailed to `email`, once the outbox is sent. */
export async function seatTokenMailedTo(
  app: FastifyInstance,
  smtp: SmtpCapture,
  email: string,
): Promise<string> {
  await app.mailWorker.drain();
  const mail = mailedTo(smtp, email).filter((m) => m.subject.includes('gave you a seat'));
  const link = /\/seats\/([\w-]+)/.exec(mail.at(-1)?.text ?? '');
  if (!link) throw new Error(`no seat invitation mailed to ${email}`);
  return link[1]!;
}

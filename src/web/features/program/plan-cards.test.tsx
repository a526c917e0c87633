// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createRoutesStub, useLoaderData, useParams } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stubFetchPerTest } from '../../test/fetch-stub.ts';
import { stubModalDialogs } from '../../test/modal-dialogs.ts';
import { learnerProfile } from '../../test/profiles.ts';
import { PLANS, rupeesToPaiseOf } from '../../../domain/catalogue/plans.ts';
import { PlanCards } from './plan-cards.tsx';
import { loadEnrolment } from './program-enrolment.ts';
import { orderUpgradeOf } from './upgrade-order.ts';

const PLAN_CARDS = PLANS.map((plan) => ({ ...plan, pricePaise: rupeesToPaiseOf(plan) }));

const fetchSpy = stubFetchPerTest();
stubModalDialogs();
beforeAll(() => {
  document.cookie = 'signed_in=1; Path=/';
});
afterAll(() => {
  document.cookie = 'signed_in=; Max-Age=0; Path=/';
});

const UPGRADE = '/api/enrolments/python/upgrade/';
const placedOrder = (number: string) => ({
  order: {
    number,
    status: 'awaiting_payment',
    created_at: '2026-11-27T10:00:00Z',
    email: 'asha@example.com',
    items: [{ program: 'Python', plan: 'Pro Plan', plan_paise: 500000 }],
    original_paise: 500000,
    discount_paise: 0,
    total_paise: 500000,
    referral_code: null,
    referrer: null,
  },
  upi: { link: 'upi://pay', payee_id: 'x@okicici', payee_name: 'Mentora', amount_paise: 500000 },
});

/** The server's answers, by method and path; what the page sent is in `sent`. */
function server(answers: Record<string, () => Response>) {
  const sent: Array<{ key: string; body: unknown }> = [];
  fetchSpy.mockImplementation(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    sent.push({ key, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (key === 'GET /api/profile/') return Response.json(learnerProfile);
    const answer = answers[key];
    if (!answer) throw new Error(`Not in this test: ${key}`);
    return answer();
  });
  return sent;
}

function OrderPage() {
  return <h1>Order {useParams().number}</h1>;
}

/** The cards as the program page draws them, with its clientLoader and the upgrade's route. */
function ProgramPlans() {
  const enrolment = useLoaderData<Awaited<ReturnType<typeof loadEnrolment>>>();
  return (
    <PlanCards programName="Python" plans={PLAN_CARDS} mostChosen={null} enrolment={enrolment} />
  );
}

function renderCards() {
  const Stub = createRoutesStub([
    {
      path: '/python',
      Component: ProgramPlans,
      loader: () => loadEnrolment('python'),
    },
    {
      path: '/upgrade/:program',
      action: ({ request, params }) => orderUpgradeOf(params.program!, request),
    },
    { path: '/orders/:number', Component: OrderPage },
  ]);
  render(<Stub initialEntries={['/python']} />);
}

/** Each plan's card by its heading. */
const card = (plan: string) =>
  within(screen.getByRole('heading', { level: 3, name: plan }).closest('li')!);

describe('the plan cards of a learner enrolled in the program', () => {
  it('mark their plan, offer the plans above for the difference, and order the upgrade', async () => {
    const sent = server({
      [`GET ${UPGRADE}`]: () =>
        Response.json({
          program: 'Python',
          plan: 'Basic Plan',
          options: [
            { plan: 'Pro Plan', plan_paise: 500000 },
            { plan: 'Premium Plan', plan_paise: 1000000 },
          ],
          open_order: null,
        }),
      [`POST ${UPGRADE}`]: () => Response.json(placedOrder('ORD-UPGRADE1'), { status: 201 }),
    });
    renderCards();

    const pro = await screen.findByRole('button', { name: 'Upgrade for ₹5,000: Pro Plan' });
    expect(card('Basic Plan').getByText('Your plan')).toBeTruthy();
    expect(card('Basic Plan').queryByRole('button')).toBeNull();
    expect(card('Premium Plan').getByRole('button').textContent).toBe('Upgrade for ₹10,000');
    expect(screen.queryByRole('button', { name: /Add Cart/ })).toBeNull();

    fireEvent.click(pro);
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Upgrade Python to Pro for ₹5,000?' }),
    );
    expect(
      dialog.getByText(
        'You keep your cohort and progress; Pro’s extras start once the payment is confirmed.',
      ),
    ).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Upgrade' }));

    expect(await screen.findByRole('heading', { name: 'Order ORD-UPGRADE1' })).toBeTruthy();
    expect(sent.find((s) => s.key === `POST ${UPGRADE}`)?.body).toEqual({
      plan: 'Pro Plan',
      idempotency_key: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it('lead to the upgrade order still unpaid, and offer nothing below the plan', async () => {
    server({
      [`GET ${UPGRADE}`]: () =>
        Response.json({
          program: 'Python',
          plan: 'Pro Plan',
          options: [{ plan: 'Premium Plan', plan_paise: 500000 }],
          open_order: { number: 'ORD-OPEN0001', plan: 'Premium Plan', status: 'awaiting_payment' },
        }),
    });
    renderCards();

    const finish = await screen.findByRole('link', { name: 'Finish paying for Premium' });
    expect(finish.getAttribute('href')).toBe('/orders/ORD-OPEN0001');
    expect(card('Pro Plan').getByText('Your plan')).toBeTruthy();
    expect(card('Basic Plan').queryByRole('button')).toBeNull();
    expect(card('Basic Plan').queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button', { name: /Upgrade/ })).toBeNull();
  });

  it('say why an upgrade was refused, and show the order it names', async () => {
    let open = false;
    server({
      [`GET ${UPGRADE}`]: () =>
        Response.json({
          program: 'Python',
          plan: 'Basic Plan',
          options: [
            { plan: 'Pro Plan', plan_paise: 500000 },
            { plan: 'Premium Plan', plan_paise: 1000000 },
          ],
          open_order: open
            ? { number: 'ORD-OTHERTAB', plan: 'Premium Plan', status: 'awaiting_payment' }
            : null,
        }),
      [`POST ${UPGRADE}`]: () => {
        open = true;
        return Response.json(
          {
            error:
              'Order ORD-OTHERTAB already upgrades Python to the Premium Plan and is waiting for its payment. Pay or cancel it first.',
            order_number: 'ORD-OTHERTAB',
          },
          { status: 409 },
        );
      },
    });
    renderCards();

    fireEvent.click(await screen.findByRole('button', { name: 'Upgrade for ₹5,000: Pro Plan' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(dialog.getByRole('button', { name: 'Upgrade' }));
    expect((await dialog.findByRole('alert')).textContent).toContain(
      'Order ORD-OTHERTAB already upgrades Python to the Premium Plan',
    );
    const finish = await screen.findByRole('link', { name: 'Finish paying for Premium' });
    expect(finish.getAttribute('href')).toBe('/orders/ORD-OTHERTAB');
  });
});

describe('the plan cards of a visitor', () => {
  it("mark the plan they are given as 'Most chosen', and none without one", () => {
    server({});
    const Stub = createRoutesStub([
      {
        path: '/python',
        Component: () => (
          <>
            <PlanCards
              programName="Python"
              plans={PLAN_CARDS}
              mostChosen="Pro Plan"
              enrolment={null}
            />
            <div data-testid="java">
              <PlanCards programName="Java" plans={PLAN_CARDS} mostChosen={null} enrolment={null} />
            </div>
          </>
        ),
      },
    ]);
    render(<Stub initialEntries={['/python']} />);
    expect(screen.getAllByText('Most chosen')).toHaveLength(1);
    const pro = screen.getAllByRole('heading', { level: 3, name: 'Pro Plan' })[0]!.closest('li')!;
    expect(within(pro).getByText('Most chosen')).toBeTruthy();
    expect(within(screen.getByTestId('java')).queryByText('Most chosen')).toBeNull();
  });
});

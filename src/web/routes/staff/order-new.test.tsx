// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useParams, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import * as fx from '../../../../e2e/support/staff-fixtures.ts';
import type { Profile } from '../../../domain/accounts.ts';
import { istDay } from '../../../domain/india-time.ts';
import { renderConsoleRoute } from '../../features/staff/test/console-stub.tsx';
import { stubFetchPerTest } from '../../test/fetch-stub.ts';
import StaffOrderNew, { clientAction } from './order-new.tsx';
import StaffOrders, { clientLoader as ordersLoader } from './orders.tsx';
import type { Route } from './+types/order-new.ts';
import type { Route as OrdersRoute } from './+types/orders.ts';

const fetchSpy = stubFetchPerTest();

const action = (args: ActionFunctionArgs) =>
  clientAction(args as unknown as Route.ClientActionArgs);
const accountantProfile: Profile = { ...fx.ownerProfile, is_admin: false, role: 'accountant' };
const COHORT = {
  id: 31,
  starts_on: '2027-01-04',
  ends_on: null,
  schedule: 'Tue and Thu, 7-9 pm IST',
  language: 'English',
  seats_left: 12,
};

/** The programs' cohorts (Python has one), and the order call answering `created`. */
function api(created: () => Response) {
  const sent: unknown[] = [];
  fetchSpy.mockImplementation(async (input, init) => {
    const path = String(input);
    if (path === '/api/programs/python/cohorts') return Response.json({ results: [COHORT] });
    if (path.startsWith('/api/programs/')) return Response.json({ results: [] });
    if (path === '/api/staff/orders/manual/' && init?.method === 'POST') {
      sent.push(JSON.parse(String(init.body)));
      return created();
    }
    throw new Error(`Not in this test: ${path}`);
  });
  return sent;
}

function OrderPage() {
  return <p>Order page {useParams().number}</p>;
}

const open = (profile: Profile = fx.ownerProfile) =>
  renderConsoleRoute(
    {
      path: '/staff/orders',
      children: [
        { path: 'new', Component: StaffOrderNew, action },
        { path: ':number', Component: OrderPage },
      ],
    },
    '/staff/orders/new',
    profile,
  );

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillBuyer() {
  type('Name', 'Asha Rao');
  type('Email', 'asha@example.com');
  type('Phone', '+91 98765 43210');
  type('State', '27');
  type('Address', '5th floor, Acme Towers, Mumbai 400001');
  type("Company's legal name (with a GSTIN)", 'Acme Training LLP');
  type('GSTIN (optional)', '27aapfu0939f1zv');
}

const line = (n: number) => within(screen.getByRole('listitem', { name: `Line ${n}` }));

describe('a new manual order', () => {
  it('prices the lines as checkout does, sends the order and opens its page', async () => {
    const sent = api(() => Response.json({ ...fx.paidOrderDetail, number: 'ORD-7K3M9Q2P' }));
    open();
    await screen.findByRole('form', { name: 'New order' });
    fillBuyer();
    expect(screen.getByText('Choose a program and a plan.')).toBeTruthy();

    fireEvent.change(line(1).getByLabelText('Program'), { target: { value: 'python' } });
    fireEvent.change(line(1).getByLabelText('Plan'), { target: { value: 'Pro Plan' } });
    expect((await screen.findByText(/^Total/)).textContent).toBe(
      'Total ₹9,999 including ₹1,525.27 GST',
    );
    const cohort = line(1).getByLabelText<HTMLSelectElement>('Cohort');
    await waitFor(() => expect(cohort.disabled).toBe(false));
    expect(within(cohort).getByRole('option', { name: /Starts .* 4 Jan 2027/ })).toBeTruthy();
    fireEvent.change(cohort, { target: { value: '31' } });

    fireEvent.click(screen.getByRole('button', { name: 'Add a program' }));
    fireEvent.change(line(2).getByLabelText('Program'), { target: { value: 'python' } });
    fireEvent.change(line(2).getByLabelText('Plan'), { target: { value: 'Basic Plan' } });
    expect(
      await screen.findByText('Python is in the cart with two plans. Keep one plan per program.'),
    ).toBeTruthy();
    fireEvent.change(line(2).getByLabelText('Program'), { target: { value: 'data-analytics' } });
    expect(screen.getByText(/^Total/).textContent).toBe('Total ₹14,998 including ₹2,287.83 GST');
    expect(line(2).getByLabelText<HTMLSelectElement>('Cohort').disabled).toBe(true);
    type('Offer code (optional)', ' acme20 ');
    expect(screen.getByText(/^Total/).textContent).toBe(
      'Total ₹14,998 including ₹2,287.83 GST, before the code: the server takes its discount off as it creates the order',
    );

    type('Paid by', 'bank_transfer');
    type('Reference (UTR)', 'hdfcn 5202 6112 512');
    type('Date received', istDay(new Date()));
    fireEvent.click(screen.getByRole('button', { name: 'Create paid order' }));

    expect(await screen.findByText('Order page ORD-7K3M9Q2P')).toBeTruthy();
    expect(sent).toEqual([
      {
        name: 'Asha Rao',
        email: 'asha@example.com',
        phone: '9876543210',
        state: '27',
        address: '5th floor, Acme Towers, Mumbai 400001',
        company: 'Acme Training LLP',
        buyer_gstin: '27AAPFU0939F1ZV',
        lines: [
          { program: 'python', plan: 'Pro Plan', cohort_id: 31 },
          { program: 'data-analytics', plan: 'Basic Plan', cohort_id: null },
        ],
        referral_code: 'acme20',
        payment_method: 'bank_transfer',
        reference: 'HDFCN52026112512',
        received_on: istDay(new Date()),
      },
    ]);
  });

  it('says what to fix before sending, and shows the server’s refusal beside its field', async () => {
    const sent = api(() =>
      Response.json(
        {
          error:
            'No account uses asha@example.com. Ask the buyer to sign up on the site with this address, then create the order.',
          field: 'email',
        },
        { status: 409 },
      ),
    );
    open();
    await screen.findByRole('form', { name: 'New order' });
    fireEvent.click(screen.getByRole('button', { name: 'Create paid order' }));
    expect(await screen.findByText('Choose a program for each line.')).toBeTruthy();
    expect(
      screen.getByText('Choose the buyer’s state: it decides the GST on the invoice.'),
    ).toBeTruthy();
    expect(sent).toEqual([]);

    fillBuyer();
    fireEvent.change(line(1).getByLabelText('Program'), { target: { value: 'python' } });
    fireEvent.change(line(1).getByLabelText('Plan'), { target: { value: 'Pro Plan' } });
    type('Paid by', 'upi');
    type('Reference (UTR)', 'HDFCN52026112512');
    fireEvent.click(screen.getByRole('button', { name: 'Create paid order' }));
    expect(await screen.findByText('Enter the 12-digit UPI reference (UTR).')).toBeTruthy();
    expect(sent).toEqual([]);

    type('Reference (UTR)', '4123 4567 8901');
    fireEvent.click(screen.getByRole('button', { name: 'Create paid order' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(/^No account uses asha@example.com/).length).toBeGreaterThan(0);
  });

  it('is not offered to the accountant', async () => {
    fetchSpy.mockImplementation(async (input) => {
      const path = String(input);
      if (path.startsWith('/api/staff/orders/pulse/')) {
        return Response.json({ reported_payments: 0, last_change_at: null });
      }
      return Response.json(fx.orderPage);
    });
    const loader = (args: LoaderFunctionArgs) =>
      ordersLoader(args as unknown as OrdersRoute.ClientLoaderArgs);
    const orders = (profile: Profile) =>
      renderConsoleRoute(
        { path: '/staff/orders', Component: StaffOrders, loader },
        '/staff/orders',
        profile,
      );

    const asOwner = orders(fx.ownerProfile);
    expect(await screen.findByRole('link', { name: 'New order' })).toBeTruthy();
    asOwner.unmount();

    orders(accountantProfile);
    expect(await screen.findByRole('link', { name: 'MNT-1001' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'New order' })).toBeNull();

    open(accountantProfile);
    expect(await screen.findByText('Your role can read orders but not create them.')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'New order' })).toBeNull();
  });
});

describe('a new order of seats for a company', () => {
  it('prices the seats for the addresses listed, sends them as a list and opens the order', async () => {
    const sent: unknown[] = [];
    fetchSpy.mockImplementation(async (input, init) => {
      if (input === '/api/staff/orders/seats/' && init?.method === 'POST') {
        sent.push(JSON.parse(String(init.body)));
        return Response.json({ ...fx.paidOrderDetail, number: 'ORD-SEATS042' });
      }
      throw new Error(`Not in this test: ${String(input)}`);
    });
    renderConsoleRoute(
      {
        path: '/staff/orders',
        children: [
          { path: 'new', Component: StaffOrderNew, action },
          { path: ':number', Component: OrderPage },
        ],
      },
      '/staff/orders/new?for=seats',
      fx.ownerProfile,
    );
    await screen.findByRole('form', { name: 'New order of seats' });
    expect(screen.getByRole('link', { name: 'Seats for a company’s learners' })).toHaveProperty(
      'ariaCurrent',
      'page',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Create paid order of seats' }));
    expect(
      await screen.findByText('Enter the company’s name: the invoice is made out to it.'),
    ).toBeTruthy();
    expect(sent).toEqual([]);

    type("Company's legal name", 'Acme Training LLP');
    type("Billing contact's name", 'Neha Kapoor');
    type("Billing contact's email", 'accounts@acme.example');
    type('Phone', '98765 43210');
    type('State', '27');
    type('Address', '5th floor, Acme Towers, Mumbai 400001');
    type('Program', 'python');
    type('Plan', 'Pro Plan');
    type(
      "Learners' email addresses, one a line",
      'asha@example.com\nravi@example.com, meera@example.com\n',
    );
    expect(screen.getByText(/^3 seats at/).textContent).toBe(
      '3 seats at ₹9,999: ₹29,997 including ₹4,575.81 GST',
    );
    type('Reference (UTR)', 'hdfcn 5202 6112 512');
    fireEvent.click(screen.getByRole('button', { name: 'Create paid order of seats' }));

    expect(await screen.findByText('Order page ORD-SEATS042')).toBeTruthy();
    expect(sent).toEqual([
      {
        company: 'Acme Training LLP',
        buyer_gstin: '',
        name: 'Neha Kapoor',
        email: 'accounts@acme.example',
        phone: '9876543210',
        state: '27',
        address: '5th floor, Acme Towers, Mumbai 400001',
        program: 'python',
        plan: 'Pro Plan',
        learners: ['asha@example.com', 'ravi@example.com', 'meera@example.com'],
        payment_method: 'bank_transfer',
        reference: 'HDFCN52026112512',
        received_on: istDay(new Date()),
      },
    ]);
  });
});

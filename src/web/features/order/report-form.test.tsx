// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { stubFetchPerTest } from '../../test/fetch-stub.ts';
import { changeOrder } from './order-changes.ts';
import { ReportForm } from './report-form.tsx';

const ASK = 'Enter the 12-digit UPI reference (UTR).';
const fetchSpy = stubFetchPerTest();

const utr = () => screen.getByLabelText<HTMLInputElement>('UPI reference (UTR)');
const send = () => fireEvent.click(screen.getByRole('button', { name: 'I have paid' }));
const hint = () =>
  document.getElementById(utr().getAttribute('aria-describedby') ?? '')?.textContent;

/** The form on an order's page, sending to what that route's clientAction does. */
async function renderForm() {
  const Stub = createRoutesStub([
    {
      path: '/orders/:number',
      Component: () => <ReportForm id="report" />,
      action: ({ request, params }) => changeOrder(params.number ?? '', request),
    },
  ]);
  render(<Stub initialEntries={['/orders/MNT-2611-0042']} />);
  await screen.findByRole('form', { name: 'Report your payment' });
}

describe("'I have paid'", () => {
  it('asks for the 12 digits, on the field, until they are given, and sends them without spaces', async () => {
    await renderForm();
    expect(hint()).toBe('The 12-digit number your UPI app shows after paying.');
    send();
    await waitFor(() => expect(hint()).toBe(ASK));
    expect(document.activeElement).toBe(utr());

    fireEvent.input(utr(), { target: { value: '1234 5678' } });
    expect(hint()).toBe('The 12-digit number your UPI app shows after paying.');
    send();
    await waitFor(() => expect(hint()).toBe(ASK));
    expect(fetchSpy).not.toHaveBeenCalled();

    fireEvent.input(utr(), { target: { value: '4321 8765 0987' } });
    fetchSpy.mockResolvedValue(Response.json({ number: 'MNT-2611-0042' }, { status: 200 }));
    send();
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledOnce());
    expect(fetchSpy.mock.calls[0]![0]).toBe('/api/orders/MNT-2611-0042/payment/');
    expect(JSON.parse(fetchSpy.mock.calls[0]![1]!.body as string)).toEqual({ utr: '432187650987' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'I have paid' })).toBeTruthy());
  });

  it("puts the server's refusal of the reference on the field, focused, until it is edited", async () => {
    await renderForm();
    fireEvent.input(utr(), { target: { value: '432187650987' } });
    const used = 'This UPI reference was already used for another order.';
    fetchSpy.mockResolvedValue(Response.json({ error: used, field: 'utr' }, { status: 409 }));
    send();
    await waitFor(() => expect(hint()).toBe(used));
    expect(utr().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(utr());

    fireEvent.input(utr(), { target: { value: '432187650988' } });
    expect(hint()).toBe('The 12-digit number your UPI app shows after paying.');
    expect(utr().getAttribute('aria-invalid')).toBeNull();
  });

  it('says under the form why the server refused it when no field is to blame', async () => {
    await renderForm();
    fireEvent.input(utr(), { target: { value: '432187650987' } });
    fetchSpy.mockResolvedValue(new Response('oops', { status: 502 }));
    send();
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Your payment could not be reported.',
    );
    expect(utr().getAttribute('aria-invalid')).toBeNull();
  });
});

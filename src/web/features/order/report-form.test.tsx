// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ReportForm } from './report-form.tsx';
import { stubFetchPerTest } from '../../test/fetch-stub.ts';

const ASK = 'Enter the 12-digit UPI reference (UTR).';
const fetchSpy = stubFetchPerTest();

const utr = () => screen.getByLabelText<HTMLInputElement>('UPI reference (UTR)');
const send = () => fireEvent.click(screen.getByRole('button', { name: 'I have paid' }));
const hint = () =>
  document.getElementById(utr().getAttribute('aria-describedby') ?? '')?.textContent;

function renderForm() {
  const onReported = vi.fn();
  render(
    <ReportForm
      id="report"
      number="MNT-2611-0042"
      onReported={onReported}
      onUnauthorised={vi.fn()}
    />,
  );
  return onReported;
}

describe("'I have paid'", () => {
  it('asks for the 12 digits, on the field, until they are given, and sends them without spaces', async () => {
    const onReported = renderForm();
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
    await waitFor(() => expect(onReported).toHaveBeenCalledOnce());
    expect(fetchSpy.mock.calls[0]![0]).toBe('/api/orders/MNT-2611-0042/payment/');
    expect(JSON.parse(fetchSpy.mock.calls[0]![1]!.body as string)).toEqual({ utr: '432187650987' });
  });

  it("puts the server's refusal of the reference on the field", async () => {
    renderForm();
    fireEvent.input(utr(), { target: { value: '432187650987' } });
    const used = 'This UPI reference was already used for another order.';
    fetchSpy.mockResolvedValue(Response.json({ error: used, field: 'utr' }, { status: 409 }));
    send();
    await waitFor(() => expect(hint()).toBe(used));
    expect(utr().getAttribute('aria-invalid')).toBe('true');
  });
});

// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PayPanel } from './pay-panel.tsx';

const upi = {
  link: 'upi://pay?pa=mentora.pay@okicici&pn=Mentora&am=8999.00&cu=INR&tr=MNT-2611-0042&tn=MNT-2611-0042',
  payee_id: 'mentora.pay@okicici',
  payee_name: 'Mentora',
  amount_paise: 899900,
};

const OPEN_UNTIL = '30 Nov 2026, 2:15 pm';

/** The window as a phone (coarse pointer, narrow) or a desktop reports it. */
function onA(device: 'phone' | 'desktop') {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: device === 'phone',
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the payment step', () => {
  it('on a desktop shows the QR code for two minutes, then offers a fresh one, the order open', async () => {
    onA('desktop');
    render(<PayPanel number="MNT-2611-0042" upi={upi} openUntil={OPEN_UNTIL} />);
    expect(screen.queryByRole('link', { name: 'GPay' })).toBeNull();
    expect(screen.getByRole('img', { name: 'UPI QR code to pay ₹8,999' })).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('Shown for 2:00 more');
    // Nothing says the order runs out in two minutes: it stays open until its deadline.
    expect(
      screen.getByText(
        'Your order stays open until 30 Nov 2026, 2:15 pm: show a fresh code whenever you need it.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/expire/)).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.getByRole('timer').textContent).toBe('Shown for 1:00 more');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.queryByRole('img', { name: /UPI QR code/ })).toBeNull();
    expect(
      screen.getByText(
        'The QR code was hidden after two minutes. Your order stays open until 30 Nov 2026, 2:15 pm.',
      ),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Show a fresh QR code' }));
    expect(screen.getByRole('timer').textContent).toBe('Shown for 2:00 more');
  });

  it('on a phone opens each UPI app with the amount and reference, the QR code on request', () => {
    onA('phone');
    render(<PayPanel number="MNT-2611-0042" upi={upi} openUntil={OPEN_UNTIL} />);
    const gpay = screen.getByRole('link', { name: 'GPay' }).getAttribute('href');
    expect(gpay).toBe(
      'tez://upi/pay?pa=mentora.pay@okicici&pn=Mentora&am=8999.00&cu=INR&tr=MNT-2611-0042&tn=MNT-2611-0042',
    );
    expect(
      ['PhonePe', 'Paytm', 'BHIM'].map((name) => screen.getByRole('link', { name }).textContent),
    ).toEqual(['PhonePe', 'Paytm', 'BHIM']);
    expect(screen.queryByRole('img', { name: /UPI QR code/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show the QR code' }));
    expect(screen.getByRole('img', { name: 'UPI QR code to pay ₹8,999' })).toBeTruthy();
  });

  it('gives the UPI ID to copy, and says so when the copy worked', async () => {
    onA('desktop');
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    render(<PayPanel number="MNT-2611-0042" upi={upi} openUntil={OPEN_UNTIL} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(writeText).toHaveBeenCalledWith('mentora.pay@okicici');
    expect(screen.getByRole('status').textContent).toBe('Copied!');
  });
});

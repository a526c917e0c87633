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
  it('on a desktop shows the QR code for two minutes, then offers a fresh one', async () => {
    onA('desktop');
    render(<PayPanel number="MNT-2611-0042" upi={upi} />);
    expect(screen.queryByRole('link', { name: 'GPay' })).toBeNull();
    expect(screen.getByRole('img', { name: 'UPI QR code to pay ₹8,999' })).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('This QR code expires in 2:00');

    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.getByRole('timer').textContent).toBe('This QR code expires in 1:00');
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.queryByRole('img', { name: /UPI QR code/ })).toBeNull();
    expect(screen.getByText('The QR code has expired.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Show a fresh QR code' }));
    expect(screen.getByRole('timer').textContent).toBe('This QR code expires in 2:00');
  });

  it('on a phone opens each UPI app with the amount and reference, the QR code on request', () => {
    onA('phone');
    render(<PayPanel number="MNT-2611-0042" upi={upi} />);
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
    render(<PayPanel number="MNT-2611-0042" upi={upi} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(writeText).toHaveBeenCalledWith('mentora.pay@okicici');
    expect(screen.getByRole('status').textContent).toBe('Copied!');
  });
});

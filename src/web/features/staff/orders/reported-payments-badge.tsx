import { useOrderPulse } from './order-pulse.ts';

/**
 * Beside 'Orders' in the console's menu: how many learners reported a payment that staff have
 * not settled, kept fresh while the tab is visible. Nothing when none wait.
 */
export function ReportedPaymentsBadge() {
  const pulse = useOrderPulse();
  const waiting = pulse?.reported_payments ?? 0;
  if (waiting === 0) return null;
  const words = `${waiting} reported ${waiting === 1 ? 'payment' : 'payments'} waiting`;
  return (
    <span
      title={words}
      className="ml-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-accent-400 px-1.5 text-xs leading-5 font-bold text-ink"
    >
      <span aria-hidden>{waiting}</span>
      <span className="sr-only">, {words}</span>
    </span>
  );
}

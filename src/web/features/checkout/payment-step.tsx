import { Copy, QrCode, Smartphone } from 'lucide-react';
import { useEffect, useState } from 'react';
import { formatRupees } from '../../../domain/catalogue/plans.ts';
import type { PlacedOrder } from '../../../domain/checkout.ts';
import { UPI_APPS, upiAppLink } from '../../../domain/upi.ts';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { UpiQr } from './upi-qr.tsx';

/** SPEC §9: the QR code is shown for 2 minutes, then hidden and the choice cleared. */
export const QR_VISIBLE_MS = 2 * 60 * 1000;

type Choice = 'qr' | 'upi-id' | null;

interface Props {
  placed: PlacedOrder;
  busy: boolean;
  failure: string | null;
  onPaid: () => void;
}

const optionClass = (selected: boolean) =>
  `flex flex-1 items-center justify-center gap-2 rounded-control border px-4 py-3 font-semibold transition ${
    selected
      ? 'border-brand-600 bg-brand-50 text-brand-800 ring-2 ring-brand-600'
      : 'border-line bg-white text-ink hover:border-brand-300'
  }`;

function countdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Pay the placed order by scanning a QR code or in a UPI app, then say it is paid. */
export function PaymentStep({ placed, busy, failure, onPaid }: Props) {
  const { order, upi } = placed;
  const [choice, setChoice] = useState<Choice>(null);
  const [qrExpiresAt, setQrExpiresAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const [expired, setExpired] = useState(false);
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);

  useEffect(() => {
    if (choice !== 'qr') return;
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (at >= qrExpiresAt) {
        setChoice(null);
        setExpired(true);
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [choice, qrExpiresAt]);

  const choose = (next: Exclude<Choice, null>) => {
    setExpired(false);
    if (next === 'qr') {
      const at = Date.now();
      setNow(at);
      setQrExpiresAt(at + QR_VISIBLE_MS);
    }
    setChoice(next);
  };

  const copy = async () => {
    setCopied(null);
    try {
      await navigator.clipboard.writeText(upi.payee_id);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };

  const payment = {
    payeeId: upi.payee_id,
    payeeName: upi.payee_name,
    amount: order.total,
    reference: order.number,
    note: new URL(upi.link).searchParams.get('tn') ?? order.number,
  };

  return (
    <section aria-labelledby="pay-heading" className="flex flex-col gap-5">
      <div>
        <h2 id="pay-heading" className="text-xl font-bold text-ink">
          Pay {formatRupees(upi.amount)} by UPI
        </h2>
        <p className="mt-1 text-sm text-muted">
          Order <strong className="text-ink">{order.number}</strong> is waiting for your payment.
          Use the order number as the payment note if your app asks for one.
        </p>
      </div>
      <div role="group" aria-label="Payment option" className="flex flex-col gap-2 sm:flex-row">
        <button
          type="button"
          aria-pressed={choice === 'qr'}
          onClick={() => choose('qr')}
          className={optionClass(choice === 'qr')}
        >
          <QrCode aria-hidden className="size-5" />
          Pay by QR Code
        </button>
        <button
          type="button"
          aria-pressed={choice === 'upi-id'}
          onClick={() => choose('upi-id')}
          className={optionClass(choice === 'upi-id')}
        >
          <Smartphone aria-hidden className="size-5" />
          Pay by UPI ID
        </button>
      </div>

      {expired ? (
        <Alert tone="error">The QR code has expired. Choose a payment option to pay.</Alert>
      ) : null}

      {choice === 'qr' ? (
        <div className="flex flex-col items-center gap-3 rounded-card border border-line bg-surface p-5 text-center">
          <UpiQr link={upi.link} label={`UPI QR code to pay ${formatRupees(upi.amount)}`} />
          <p className="text-sm text-muted">Scan with any UPI app: GPay, PhonePe, Paytm or BHIM.</p>
          {/* A timer is not announced as it ticks; the expiry is, by the alert above. */}
          <p className="text-sm font-semibold text-ink" role="timer">
            This QR code expires in {countdown(qrExpiresAt - now)}
          </p>
        </div>
      ) : null}

      {choice === 'upi-id' ? (
        <div className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5">
          <div>
            <p className="text-sm text-muted">Pay {upi.payee_name} at this UPI ID</p>
            <div className="mt-1 flex flex-wrap items-center gap-2">
              <code className="rounded bg-white px-2 py-1 text-base font-semibold break-all text-ink">
                {upi.payee_id}
              </code>
              <button
                type="button"
                onClick={() => void copy()}
                className="inline-flex items-center gap-1 rounded-control border border-brand-200 bg-white px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50"
              >
                <Copy aria-hidden className="size-4" />
                Copy
              </button>
              <p
                role="status"
                className={`text-sm font-medium ${copied === 'failed' ? 'text-danger-700' : 'text-success-700'}`}
              >
                {copied === 'copied'
                  ? 'Copied!'
                  : copied === 'failed'
                    ? 'Could not copy. Select the UPI ID and copy it yourself.'
                    : null}
              </p>
            </div>
          </div>
          <div>
            <p className="text-sm text-muted">Or open your app with the amount filled in</p>
            <ul className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
              {UPI_APPS.map((app) => (
                <li key={app.id}>
                  <a
                    href={upiAppLink(app.id, payment)}
                    className="block rounded-control border border-line bg-white px-3 py-2 text-center text-sm font-semibold text-ink hover:border-brand-300"
                  >
                    {app.name}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
      ) : null}

      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <Button type="button" onClick={onPaid} disabled={busy} className="w-full">
        {busy ? 'Confirming...' : 'I have paid'}
      </Button>
    </section>
  );
}

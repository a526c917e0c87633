import { Copy, QrCode } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { LearnerOrder } from '../../../domain/learner-orders.ts';
import { formatPaise } from '../../../domain/money.ts';
import { UPI_APPS, upiAppLink, type UpiPayment } from '../../../domain/upi.ts';
import { cn } from '../../lib/cn.ts';
import { UpiQr } from './upi-qr.tsx';
import { usePhone } from './use-phone.ts';

/** A QR code is shown for 2 minutes, then hidden until asked for again. */
export const QR_VISIBLE_MS = 2 * 60 * 1000;

type Upi = NonNullable<LearnerOrder['upi']>;

function countdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The server's link, opened in one app rather than whichever the phone picks. */
function paymentOf(number: string, upi: Upi): UpiPayment {
  const params = new URL(upi.link).searchParams;
  return {
    payeeId: upi.payee_id,
    payeeName: upi.payee_name,
    amountPaise: upi.amount_paise,
    reference: params.get('tr') ?? number,
    note: params.get('tn') ?? number,
  };
}

/**
 * `openUntil` is the order's deadline in words: the code hides after two minutes, and the
 * learner reads that the order itself stays open and a fresh code is a tap away.
 */
function Qr({ upi, phone, openUntil }: { upi: Upi; phone: boolean; openUntil: string }) {
  // A desktop shows the code at once, to scan with a phone; a phone shows its apps first.
  const [shownAt, setShownAt] = useState<number | null>(() => (phone ? null : Date.now()));
  const [now, setNow] = useState(() => Date.now());
  const visible = shownAt !== null && now < shownAt + QR_VISIBLE_MS;

  useEffect(() => {
    if (shownAt === null) return;
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (at >= shownAt + QR_VISIBLE_MS) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [shownAt]);

  const show = () => {
    const at = Date.now();
    setNow(at);
    setShownAt(at);
  };

  if (!visible) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-card border border-dashed border-line bg-surface p-5 text-center">
        {shownAt !== null ? (
          <p className="text-sm text-muted">
            The QR code was hidden after two minutes. Your order stays open until {openUntil}.
          </p>
        ) : (
          <p className="text-sm text-muted">Paying from another phone? Scan a QR code.</p>
        )}
        <button
          type="button"
          onClick={show}
          className="inline-flex items-center gap-2 rounded-control border border-brand-200 bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        >
          <QrCode aria-hidden className="size-4" />
          {shownAt !== null ? 'Show a fresh QR code' : 'Show the QR code'}
        </button>
      </div>
    );
  }
  return (
    <div className="flex flex-col items-center gap-2 rounded-card border border-line bg-surface p-4 text-center">
      <UpiQr link={upi.link} label={`UPI QR code to pay ${formatPaise(upi.amount_paise)}`} />
      <p className="text-sm text-muted">Scan with any UPI app: GPay, PhonePe, Paytm or BHIM.</p>
      <p className="text-sm font-semibold text-ink" role="timer">
        Shown for {countdown(shownAt + QR_VISIBLE_MS - now)} more
      </p>
      <p className="text-sm text-muted">
        Your order stays open until {openUntil}: show a fresh code whenever you need it.
      </p>
    </div>
  );
}

function UpiId({ upi }: { upi: Upi }) {
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const copy = async () => {
    setCopied(null);
    try {
      await navigator.clipboard.writeText(upi.payee_id);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <div>
      <p className="text-sm text-muted">Or pay {upi.payee_name} at this UPI ID</p>
      <div className="mt-1 flex flex-wrap items-center gap-2">
        <code className="rounded bg-surface px-2 py-1 text-base font-semibold break-all text-ink">
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
          className={cn(
            'text-sm font-medium',
            copied === 'failed' ? 'text-danger-700' : 'text-success-700',
          )}
        >
          {copied === 'copied'
            ? 'Copied!'
            : copied === 'failed'
              ? 'Could not copy. Select the UPI ID and copy it yourself.'
              : null}
        </p>
      </div>
    </div>
  );
}

function AppLinks({ number, upi }: { number: string; upi: Upi }) {
  const payment = paymentOf(number, upi);
  return (
    <div>
      <p className="text-sm text-muted">Open your UPI app with the amount filled in</p>
      <ul className="mt-2 grid grid-cols-2 gap-2">
        {UPI_APPS.map((app) => (
          <li key={app.id}>
            <a
              href={upiAppLink(app.id, payment)}
              className="block rounded-control border border-line bg-white px-3 py-2.5 text-center text-sm font-semibold text-ink hover:border-brand-300"
            >
              {app.name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The ways to pay an order awaiting payment: apps on a phone, a QR code, the UPI ID. */
export function PayPanel({
  number,
  upi,
  openUntil,
}: {
  number: string;
  upi: Upi;
  openUntil: string;
}) {
  const phone = usePhone();
  return (
    <div className="flex flex-col gap-4">
      {phone ? <AppLinks number={number} upi={upi} /> : null}
      <Qr key={String(phone)} upi={upi} phone={phone} openUntil={openUntil} />
      <UpiId upi={upi} />
    </div>
  );
}

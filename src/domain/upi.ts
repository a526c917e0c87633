/** UPI deep links (upi://pay) for the payee, the order's amount and its reference. */
export interface UpiPayment {
  payeeId: string;
  payeeName: string;
  /** Exactly what is owed, in paise: never rounded or raised. */
  amountPaise: number;
  /** The order's reference (`tr`), made by the server, unique per order. */
  reference: string;
  note: string;
}

export const UPI_APPS = [
  { id: 'gpay', name: 'GPay', scheme: 'tez://upi/pay' },
  { id: 'phonepe', name: 'PhonePe', scheme: 'phonepe://pay' },
  { id: 'paytm', name: 'Paytm', scheme: 'paytmmp://pay' },
  { id: 'bhim', name: 'BHIM', scheme: 'upi://pay' },
] as const;
export type UpiAppId = (typeof UPI_APPS)[number]['id'];

/**
 * RFC 3986 encoding: encodeURIComponent leaves !'()* as they are, and some UPI apps read them
 * as delimiters, so those are encoded too.
 */
function encodeValue(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** Every value percent-encoded, except the `@` of the payee address, which apps expect as is. */
function upiQuery(payment: UpiPayment): string {
  const { amountPaise } = payment;
  const amount = `${Math.floor(amountPaise / 100)}.${String(amountPaise % 100).padStart(2, '0')}`;
  const params: Array<[string, string]> = [
    ['pa', payment.payeeId],
    ['pn', payment.payeeName],
    ['am', amount],
    ['cu', 'INR'],
    ['tr', payment.reference],
    ['tn', payment.note],
  ];
  return params
    .map(([key, value]) => {
      const encoded = encodeValue(value);
      return `${key}=${key === 'pa' ? encoded.replaceAll('%40', '@') : encoded}`;
    })
    .join('&');
}

/** The generic `upi://pay?...` link: what the QR code holds and any UPI app opens. */
export function upiLink(payment: UpiPayment): string {
  return `upi://pay?${upiQuery(payment)}`;
}

/** The same payment, opened directly in one app. */
export function upiAppLink(app: UpiAppId, payment: UpiPayment): string {
  const scheme = UPI_APPS.find((a) => a.id === app)!.scheme;
  return `${scheme}?${upiQuery(payment)}`;
}

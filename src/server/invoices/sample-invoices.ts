import { PLANS } from '../../domain/catalogue/plans.ts';
import { PROGRAMS } from '../../domain/catalogue/programs.ts';
import { buildCreditNote, buildInvoiceDocument } from '../../domain/gst/build-document.ts';
import { documentNumber, financialYear } from '../../domain/gst/document-numbers.ts';
import { gstinCheckCharacter } from '../../domain/gst/gstin.ts';
import type {
  DocumentParty,
  InvoiceDocument,
  InvoiceKind,
} from '../../domain/gst/invoice-document.ts';
import { discountOf } from '../../domain/pricing.ts';

/**
 * Invented invoices and credit notes for the PDF renderer's tests and its sample script. The
 * figures come from the real tax split and pricing, so the samples add up as issued ones do.
 */

const SELLER: DocumentParty & { gstin: string } = {
  name: 'Mentora Learning Private Limited',
  address: '3rd Floor, 42 Residency Road, Shanthala Nagar, Ashok Nagar, Bengaluru 560025',
  state_code: '29',
  state_name: 'Karnataka',
  gstin: `29AAACM1234F1Z${gstinCheckCharacter('29AAACM1234F1Z')}`,
};

const KARNATAKA_BUYER: DocumentParty & { email: string } = {
  name: 'Ananya Krishnamurthy',
  email: 'ananya.k@example.in',
  address: '12, 4th Cross, 8th Main, Malleshwaram, Bengaluru 560003',
  state_code: '29',
  state_name: 'Karnataka',
};

const MAHARASHTRA_BUYER: DocumentParty & { email: string } = {
  name: 'Rohan Vishwanath Deshpande',
  email: 'rohan.deshpande@example.com',
  address:
    'Flat 702, Sai Darshan Co-operative Housing Society, Plot 14, Sector 17, near Vashi Railway Station, Vashi, Navi Mumbai 400703',
  state_code: '27',
  state_name: 'Maharashtra',
};

/** Two of the referral codes the site started with (10% off), as their orders recorded them. */
const REFERRERS: Record<string, string> = { MAV25A: 'Aarav Sharma', MAV25C: 'Chetan Patil' };

const SITE_NAME = 'Mentora';
const NUMBER_PREFIX = 'MEN';
const ISSUED_AT = '2026-11-23T06:15:00.000Z';

interface SampleItem {
  description: string;
  /** Of all of them, on a line of several seats. */
  rupees: number;
  quantity?: number;
}

interface SampleOrder {
  kind: Exclude<InvoiceKind, 'credit-note'>;
  serial: number;
  orderNumber: string;
  buyer: DocumentParty & { email: string };
  items: SampleItem[];
  referralCode?: string;
  issuedAt?: string;
}

const item = (program: string, plan: string): SampleItem => ({
  description: `${program}: ${plan}`,
  rupees: PLANS.find((p) => p.name === plan)!.price,
});

/** Prices, the referral discount and the tax split of an order, as its document prints them. */
function sampleDocument(order: SampleOrder): InvoiceDocument {
  const issuedAt = order.issuedAt ?? ISSUED_AT;
  const code = order.referralCode;
  const referral = code ? { code, referrer: REFERRERS[code]!, discount: 0.1 } : undefined;
  const grossRupees = order.items.reduce((sum, i) => sum + i.rupees, 0);
  const taxed = order.kind !== 'invoice';
  return buildInvoiceDocument({
    kind: taxed ? 'tax-invoice' : 'invoice',
    number: documentNumber(NUMBER_PREFIX, 'invoice', financialYear(issuedAt), order.serial),
    issuedAt,
    orderNumber: order.orderNumber,
    siteName: SITE_NAME,
    seller: { ...SELLER, gstin: taxed ? SELLER.gstin : null },
    buyer: order.buyer,
    items: order.items.map(({ rupees, ...i }) => ({ ...i, gross_paise: rupees * 100 })),
    discountPaise: referral ? discountOf(grossRupees, referral.discount) * 100 : 0,
    referral: referral ? { code: referral.code, referrer: referral.referrer } : null,
  });
}

/** Two programs bought in Karnataka (CGST + SGST) with a referral discount. */
export function sampleTaxInvoice(): InvoiceDocument {
  return sampleDocument({
    kind: 'tax-invoice',
    serial: 42,
    orderNumber: 'ORD-7K3M9Q2P',
    buyer: KARNATAKA_BUYER,
    items: [item('Python', 'Pro Plan'), item('Data Analytics', 'Basic Plan')],
    referralCode: 'MAV25C',
  });
}

/** One program bought from Maharashtra (IGST), by a buyer with a long address. */
export function sampleInterStateInvoice(): InvoiceDocument {
  return sampleDocument({
    kind: 'tax-invoice',
    serial: 43,
    orderNumber: 'ORD-4HX2D8WN',
    buyer: MAHARASHTRA_BUYER,
    items: [item('Full Stack Development', 'Premium Plan')],
    issuedAt: '2026-11-24T10:40:00.000Z',
  });
}

/** Five seats of one program bought by a company in Maharashtra for its learners. */
export function sampleSeatsInvoice(): InvoiceDocument {
  const seat = item('Python', 'Pro Plan');
  return sampleDocument({
    kind: 'tax-invoice',
    serial: 44,
    orderNumber: 'ORD-S3AT5R2K',
    buyer: { ...MAHARASHTRA_BUYER, name: 'Acme Training LLP' },
    items: [{ ...seat, rupees: seat.rupees * 5, quantity: 5 }],
  });
}

/** An invoice from a supplier not registered under GST: no GSTIN, no tax. */
export function samplePlainInvoice(): InvoiceDocument {
  return sampleDocument({
    kind: 'invoice',
    serial: 7,
    orderNumber: 'ORD-9TQ6VB3R',
    buyer: KARNATAKA_BUYER,
    items: [item('Excel', 'Basic Plan'), item('Power BI', 'Pro Plan')],
    issuedAt: '2026-05-02T04:05:00.000Z',
  });
}

/** A credit note refunding the first line of the sample tax invoice. */
export function sampleCreditNote(): InvoiceDocument {
  const invoice = sampleTaxInvoice();
  return buildCreditNote(invoice, {
    number: documentNumber(NUMBER_PREFIX, 'credit-note', financialYear(ISSUED_AT), 3),
    issuedAt: '2026-11-27T08:30:00.000Z',
    refundPaise: invoice.lines[0]!.total_paise,
    lines: [0],
    reason: 'Python: Pro Plan cancelled by the learner within the 7-day refund window.',
  });
}

const BATCH_DETAILS = [
  'weekend batch with a mentor-reviewed capstone project and placement preparation',
  'weekday evening batch, Hindi and English sessions, with recorded lectures',
];

/** Many lines, some with long descriptions, so the table runs onto a second page. */
export function sampleLongInvoice(lineCount = 20): InvoiceDocument {
  const items = Array.from({ length: lineCount }, (_, i) => {
    const plain = item(PROGRAMS[i % PROGRAMS.length]!.name, PLANS[i % PLANS.length]!.name);
    const details = i % 4 === 2 ? BATCH_DETAILS[(i >> 2) % BATCH_DETAILS.length] : undefined;
    return details ? { ...plain, description: `${plain.description} (${details})` } : plain;
  });
  return sampleDocument({
    kind: 'tax-invoice',
    serial: 44,
    orderNumber: 'ORD-2M8R5KFJ',
    buyer: MAHARASHTRA_BUYER,
    items,
    referralCode: 'MAV25A',
  });
}

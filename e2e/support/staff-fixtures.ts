// Answers of the staff API, typed by the contract, for screens shot or tested without a server.
import type { Profile } from '../../src/domain/accounts.ts';
import type { AuditEntry } from '../../src/domain/staff/audit.ts';
import type { Dashboard } from '../../src/domain/staff/dashboard.ts';
import type { EnquiryDetail, EnquirySummary } from '../../src/domain/staff/enquiries.ts';
import type { LearnerDetail, LearnerSummary } from '../../src/domain/staff/learners.ts';
import type { PersonRef } from '../../src/domain/staff/list-query.ts';
import type { StaffOrderDetail, StaffOrderSummary } from '../../src/domain/staff/orders.ts';
import type {
  BankCredits,
  StatementResult,
  TdsReceivable,
} from '../../src/domain/staff/payments.ts';
import type { TdsReport } from '../../src/domain/staff/tds-report.ts';
import type { OfferReport } from '../../src/domain/staff/offer-report.ts';
import type { MonthReport } from '../../src/domain/staff/reports.ts';
import type { StaffReview } from '../../src/domain/staff/reviews.ts';
import type { Team } from '../../src/domain/staff/team.ts';

const page = <T>(results: T[], count = results.length) => ({
  results,
  count,
  page: 1,
  page_size: 25,
});

export const ownerProfile: Profile = {
  id: 1,
  username: 'Meera Iyer',
  email: 'owner@mentora.example',
  phone: '9876500001',
  photo_url: null,
  is_admin: true,
  role: 'owner',
  email_proved: true,
  can_claim_owner: false,
};

export const learnerProfile: Profile = {
  ...ownerProfile,
  id: 7,
  username: 'Asha Rao',
  email: 'asha@example.com',
  is_admin: false,
  role: 'learner',
};

export const members: { results: PersonRef[] } = {
  results: [
    { id: 1, name: 'Meera Iyer' },
    { id: 2, name: 'Vikram Shah' },
  ],
};

const revenue = Array.from({ length: 30 }, (_, i) => ({
  date: new Date(Date.UTC(2026, 10, 24 + i - 30)).toISOString().slice(0, 10),
  revenue_paise: [0, 499_900, 0, 999_800, 249_950, 0, 1_499_700][i % 7]!,
}));

export const dashboard: Dashboard = {
  needs_action: { new_enquiries: 4, payment_reported: 2, awaiting_payment: 5 },
  periods: [
    {
      key: 'today',
      label: 'Today',
      enquiries: 3,
      orders_placed: 2,
      orders_paid: 1,
      revenue_paise: 499_900,
    },
    {
      key: '7d',
      label: '7 days',
      enquiries: 17,
      orders_placed: 9,
      orders_paid: 6,
      revenue_paise: 3_249_350,
    },
    {
      key: '30d',
      label: '30 days',
      enquiries: 58,
      orders_placed: 31,
      orders_paid: 22,
      revenue_paise: 12_997_400,
    },
  ],
  daily_revenue: revenue,
  top_programs: [
    { program: 'Artificial Intelligence', revenue_paise: 4_999_000, items: 10 },
    { program: 'Data Analytics', revenue_paise: 2_999_400, items: 6 },
    { program: 'Python', revenue_paise: 1_499_700, items: 3 },
  ],
};

const enquiry: EnquirySummary = {
  kind: 'program',
  id: 12,
  reference: 'ENQ-P-12',
  name: 'Rahul Verma',
  email: 'rahul.verma@example.com',
  phone: '9812345678',
  program: 'Data Analytics',
  topic: 'Data Analytics',
  status: 'new',
  assignee: null,
  created_at: '2026-11-23T05:12:00Z',
  reply_by: '2026-11-24T18:30:00.000Z',
  overdue: true,
};

export const enquiryPage = page<EnquirySummary>(
  [
    enquiry,
    {
      ...enquiry,
      kind: 'contact',
      id: 41,
      reference: 'ENQ-C-41',
      name: 'Priya Nair',
      email: 'priya.nair@college.example.edu',
      program: null,
      topic: 'Group discount for our final-year students',
      status: 'in_progress',
      assignee: { id: 2, name: 'Vikram Shah' },
      created_at: '2026-11-22T10:40:00Z',
      overdue: false,
    },
    {
      ...enquiry,
      kind: 'freelancing',
      id: 5,
      reference: 'ENQ-F-5',
      name: 'Karan Mehta',
      program: 'UI/UX Design',
      topic: 'UI/UX Design',
      status: 'closed',
      assignee: { id: 1, name: 'Meera Iyer' },
      created_at: '2026-11-18T14:05:00Z',
      overdue: false,
    },
  ],
  53,
);

export const enquiryDetail: EnquiryDetail = {
  ...enquiry,
  status: 'in_progress',
  assignee: { id: 2, name: 'Vikram Shah' },
  overdue: false,
  company: 'Verma Traders',
  fields: [
    { label: 'Name', value: 'Rahul Verma' },
    { label: 'Email', value: 'rahul.verma@example.com' },
    { label: 'Phone', value: '9812345678' },
    { label: 'Company', value: 'Verma Traders' },
    { label: 'Program', value: 'Data Analytics' },
  ],
  timeline: [
    {
      id: 1,
      type: 'status',
      author: { id: 2, name: 'Vikram Shah' },
      body: 'Status: New → In progress',
      created_at: '2026-11-23T06:00:00Z',
    },
    {
      id: 2,
      type: 'note',
      author: { id: 2, name: 'Vikram Shah' },
      body: 'Called him: wants the weekend batch. Sending the syllabus.',
      created_at: '2026-11-23T06:05:00Z',
    },
    {
      id: 3,
      type: 'reply',
      author: { id: 2, name: 'Vikram Shah' },
      body: 'Dear Rahul,\n\nThank you for your interest. The weekend batch starts on 6 December.\n\nRegards,\nVikram',
      created_at: '2026-11-23T06:20:00Z',
    },
  ],
};

const order: StaffOrderSummary = {
  number: 'MNT-1001',
  status: 'payment_reported',
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '9876543210',
  programs: ['Artificial Intelligence', 'Python'],
  total_paise: 749_850,
  reported_utr: '412345678901',
  created_at: '2026-11-23T04:00:00Z',
};

export const orderPage = page<StaffOrderSummary>(
  [
    order,
    {
      ...order,
      number: 'MNT-1000',
      status: 'paid',
      programs: ['Data Analytics'],
      total_paise: 499_900,
    },
    { ...order, number: 'MNT-0999', status: 'awaiting_payment', reported_utr: null },
    { ...order, number: 'MNT-0998', status: 'refunded' },
    { ...order, number: 'MNT-0997', status: 'cancelled', reported_utr: null },
    { ...order, number: 'MNT-0996', status: 'expired', reported_utr: null },
  ],
  31,
);

export const orderDetail: StaffOrderDetail = {
  number: 'MNT-1001',
  status: 'payment_reported',
  version: 2,
  created_at: '2026-11-23T04:00:00Z',
  learner: { id: 7, username: 'Asha Rao', email: 'asha@example.com', phone: '9876543210' },
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '9876543210',
  address: '12 MG Road\nBengaluru 560001',
  buyer_gstin: null,
  buyer_company: null,
  source: 'checkout',
  items: [
    {
      id: 11,
      program: 'Artificial Intelligence',
      plan: 'Pro',
      plan_paise: 499_900,
      paid_paise: 468_680,
      refunded: false,
      refunded_paise: 0,
      cohort: 'Self-paced',
      enrolment: null,
    },
    {
      id: 12,
      program: 'Python',
      plan: 'Basic',
      plan_paise: 299_900,
      paid_paise: 281_170,
      refunded: false,
      refunded_paise: 0,
      cohort: 'Self-paced',
      enrolment: null,
    },
  ],
  original_paise: 799_800,
  discount_paise: 49_950,
  total_paise: 749_850,
  referral_code: 'FRIEND10',
  referrer: 'Kiran',
  reported_utr: '412345678901',
  utr_used_on: [],
  paid_utr: null,
  paid_at: null,
  bank_credits: [],
  tds: null,
  cancel_reason: null,
  refund_paise: null,
  refunds: [],
  next_statuses: ['paid', 'cancelled'],
  documents: [],
  timeline: [
    {
      id: 1,
      kind: 'placed',
      from_status: null,
      to_status: 'awaiting_payment',
      actor: null,
      note: null,
      created_at: '2026-11-23T04:00:00Z',
    },
    {
      id: 2,
      kind: 'payment_reported',
      from_status: 'awaiting_payment',
      to_status: 'payment_reported',
      actor: null,
      note: 'UTR 412345678901',
      created_at: '2026-11-23T04:12:00Z',
    },
  ],
  notes: [],
};

/** The same order once staff have marked it as paid. */
export const paidOrderDetail: StaffOrderDetail = {
  ...orderDetail,
  status: 'paid',
  version: 3,
  items: orderDetail.items.map((item) => ({
    ...item,
    enrolment: { started_at: '2026-11-23T07:00:00Z', ended_at: null },
  })),
  paid_utr: '412345678901',
  paid_at: '2026-11-23T07:00:00Z',
  next_statuses: ['refunded'],
  documents: [
    {
      kind: 'tax-invoice',
      number: 'MEN/26-27/00042',
      issued_at: '2026-11-23T07:00:00Z',
      total_paise: 749_850,
      url: '/api/staff/orders/MNT-1001/documents/42',
    },
  ],
  timeline: [
    ...orderDetail.timeline,
    {
      id: 3,
      kind: 'paid',
      from_status: 'payment_reported',
      to_status: 'paid',
      actor: { id: 1, name: 'Meera Iyer' },
      note: 'UTR 412345678901',
      created_at: '2026-11-23T07:00:00Z',
    },
  ],
};

const review: StaffReview = {
  id: 31,
  program: 'python',
  program_name: 'Python',
  user_name: 'Asha Rao',
  user_id: 7,
  comment:
    'The mentor explained every concept with real examples, and the weekend doubt sessions helped a lot. The projects at the end were the best part: I now have three things to show in interviews.',
  rating: 5,
  created_at: '2026-11-20T09:00:00Z',
  hidden_at: null,
};

export const reviewPage = page<StaffReview>(
  [
    review,
    {
      ...review,
      id: 30,
      program: 'cybersecurity',
      program_name: 'Cybersecurity',
      user_name: 'Guest visitor',
      user_id: null,
      comment: 'Buy cheap followers at spam.example',
      rating: 1,
      hidden_at: '2026-11-21T10:00:00Z',
    },
  ],
  2,
);

const learner: LearnerSummary = {
  id: 7,
  username: 'Asha Rao',
  email: 'asha@example.com',
  phone: '9876543210',
  role: 'learner',
  orders: 2,
  created_at: '2026-10-02T08:00:00Z',
};

export const learnerPage = page<LearnerSummary>([
  learner,
  {
    ...learner,
    id: 2,
    username: 'Vikram Shah',
    email: 'vikram@mentora.example',
    role: 'staff',
    orders: 0,
  },
  {
    ...learner,
    id: 1,
    username: 'Meera Iyer',
    email: 'owner@mentora.example',
    role: 'owner',
    orders: 0,
  },
]);

export const learnerDetail: LearnerDetail = {
  ...learner,
  email_verified_at: '2026-10-02T08:05:00Z',
  photo_url: null,
  order_list: [
    order,
    { ...order, number: 'MNT-1000', status: 'paid', programs: ['Data Analytics'] },
  ],
  reviews: [review],
};

const entry: AuditEntry = {
  id: 90,
  at: '2026-11-23T07:00:00Z',
  actor: { id: 1, name: 'Meera Iyer' },
  action: 'order.paid',
  record_type: 'order',
  record_id: 'MNT-1001',
  changes: [
    { field: 'status', before: 'payment_reported', after: 'paid' },
    { field: 'paid_utr', before: null, after: '412345678901' },
  ],
};

export const auditPage = page<AuditEntry>([
  entry,
  {
    ...entry,
    id: 89,
    actor: { id: 2, name: 'Vikram Shah' },
    action: 'enquiry.assign',
    record_type: 'enquiry',
    record_id: 'program:12',
    changes: [{ field: 'assignee', before: null, after: 'Vikram Shah' }],
  },
  {
    ...entry,
    id: 88,
    action: 'review.hide',
    record_type: 'review',
    record_id: '30',
    changes: [{ field: 'hidden_at', before: null, after: '2026-11-21T10:00:00Z' }],
  },
]);

export const team: Team = {
  members: [
    {
      id: 1,
      username: 'Meera Iyer',
      email: 'owner@mentora.example',
      role: 'owner',
      email_proved: true,
    },
    {
      id: 2,
      username: 'Vikram Shah',
      email: 'vikram@mentora.example',
      role: 'staff',
      email_proved: true,
    },
    {
      id: 3,
      username: 'Kavya Menon',
      email: 'kavya@mentora.example',
      role: 'mentor',
      email_proved: true,
    },
  ],
  invitations: [
    {
      id: 4,
      email: 'neha@mentora.example',
      role: 'staff',
      invited_by: 'Meera Iyer',
      created_at: '2026-11-22T12:00:00Z',
      expires_at: '2026-11-25T12:00:00Z',
    },
  ],
};

const upi = (utr: string, note: string) => `UPI/${utr}/${note}/learner@okicici/ICIC Bank`;

export const statementResult: StatementResult = {
  format: 'HDFC Bank',
  skipped_rows: 4,
  credits: [
    {
      line: 5,
      line_id: 105,
      date: '2026-11-21',
      description: upi('412345678901', 'Mentora fees Asha'),
      reference: '0000412345678901',
      utr: '412345678901',
      amount_paise: 749_850,
      proposal: {
        kind: 'match',
        order_number: 'MNT-1001',
        version: 2,
        by: 'utr',
        buyer_name: 'Asha Rao',
        total_paise: 749_850,
      },
    },
    {
      line: 6,
      line_id: 106,
      date: '2026-11-22',
      description: upi('498765432109', 'MNT-0999'),
      reference: '0000498765432109',
      utr: '498765432109',
      amount_paise: 299_900,
      proposal: {
        kind: 'match',
        order_number: 'MNT-0999',
        version: 1,
        by: 'order_number',
        buyer_name: 'Ravi Kumar',
        total_paise: 299_900,
      },
    },
    {
      line: 7,
      line_id: 107,
      date: '2026-11-22',
      description: upi('455511122233', 'course'),
      reference: '0000455511122233',
      utr: '455511122233',
      amount_paise: 499_000,
      proposal: {
        kind: 'flag',
        flag: 'amount_mismatch',
        order_number: 'MNT-0995',
        expected_paise: 549_900,
        buyer_name: 'Priya Nair',
      },
    },
    {
      line: 8,
      line_id: 108,
      date: '2026-11-23',
      description: upi('412345678901', 'Mentora fees Asha'),
      reference: '0000412345678901',
      utr: '412345678901',
      amount_paise: 749_850,
      proposal: {
        kind: 'flag',
        flag: 'duplicate_in_statement',
        order_number: null,
        expected_paise: null,
        buyer_name: null,
      },
    },
    {
      line: 9,
      line_id: 109,
      date: '2026-11-23',
      description: 'NEFT-N327261234567-RAVI TRADERS-INVOICE 1188',
      reference: 'N327261234567',
      utr: null,
      amount_paise: 1_250_000,
      proposal: { kind: 'unmatched' },
    },
  ],
  reported_without_credit: [
    {
      order_number: 'MNT-0994',
      name: 'Rohan Mehta',
      total_paise: 999_900,
      reported_utr: '433322211100',
    },
  ],
};

export const confirmResult = {
  results: [
    { order_number: 'MNT-1001', ok: true, error: null },
    { order_number: 'MNT-0999', ok: false, error: 'This order changed since you opened it' },
  ],
};

/** The credits kept from the statements read: one unexplained, a split payment, an overpayment. */
export const bankCredits: BankCredits = {
  open: [
    {
      line_id: 109,
      date: '2026-11-23',
      amount_paise: 1_250_000,
      allocated_paise: 0,
      utr: null,
      description: 'NEFT-N327261234567-RAVI TRADERS-INVOICE 1188',
      reference: 'N327261234567',
      file_name: 'hdfc-november.csv',
      first_read_at: '2026-11-24T05:00:00Z',
      orders: [],
    },
    {
      line_id: 110,
      date: '2026-11-24',
      amount_paise: 700_000,
      allocated_paise: 0,
      utr: '466655544433',
      description: upi('466655544433', 'fees for my daughter'),
      reference: '0000466655544433',
      file_name: 'hdfc-november.csv',
      first_read_at: '2026-11-25T05:00:00Z',
      orders: [],
    },
    {
      line_id: 111,
      date: '2026-11-25',
      amount_paise: 49_850,
      allocated_paise: 0,
      utr: '466655544434',
      description: upi('466655544434', 'rest of the fees'),
      reference: '0000466655544434',
      file_name: 'hdfc-november.csv',
      first_read_at: '2026-11-25T05:00:00Z',
      orders: [],
    },
    {
      line_id: 112,
      date: '2026-11-26',
      amount_paise: 1_000_000,
      allocated_paise: 999_900,
      utr: '477788899900',
      description: upi('477788899900', 'Mentora MNT-0990'),
      reference: '0000477788899900',
      file_name: 'hdfc-november.csv',
      first_read_at: '2026-11-27T05:00:00Z',
      orders: [{ order_number: 'MNT-0990', amount_paise: 999_900 }],
    },
  ],
  open_count: 4,
  set_aside: [
    {
      line_id: 95,
      date: '2026-10-31',
      amount_paise: 25_000,
      allocated_paise: 0,
      utr: null,
      description: 'INT.PD:01-10-2026 TO 31-10-2026',
      reference: '',
      file_name: 'hdfc-october.csv',
      first_read_at: '2026-11-02T05:00:00Z',
      orders: [],
      reason: 'Interest on the account',
      set_aside_at: '2026-11-02T06:00:00Z',
      set_aside_by: 'Ravi Kumar',
    },
  ],
  set_aside_count: 1,
};

/** A business buyer's TDS whose certificate has not come. */
export const awaitedTds: { awaited: TdsReceivable[] } = {
  awaited: [
    {
      order_number: 'MNT-0985',
      buyer: 'Apex Skills Private Limited',
      gstin: '27AAPFU0939F1ZV',
      pan: 'AAPFU0939F',
      invoice_number: 'MEN/26-27/00040',
      amount_paise: 84_700,
      section: '194J',
      recorded_at: '2026-11-22T07:00:00Z',
      certificate_number: null,
      certificate_received_at: null,
    },
  ],
};

export const tdsReport: TdsReport = {
  month: '2026-11',
  receivables: awaitedTds.awaited,
  total_paise: 84_700,
  awaited_paise: 84_700,
};

export const statementHeaders = {
  error:
    'This statement’s columns are not known yet. Choose which column holds the date, the description, the reference and the credit amount.',
  headers: ['Txn Date', 'Particulars', 'Ref No', 'Debit', 'Credit', 'Balance'],
};

const figures = (taxable: number, cgst: number, sgst: number, igst: number) => ({
  taxable_paise: taxable,
  cgst_paise: cgst,
  sgst_paise: sgst,
  igst_paise: igst,
  total_paise: taxable + cgst + sgst + igst,
});

export const monthReport: MonthReport = {
  month: '2026-11',
  invoices: 14,
  credit_notes: 1,
  totals: figures(8_472_800, 381_276, 381_276, 762_552),
  b2c: [
    {
      place_of_supply: '27',
      state_name: 'Maharashtra',
      rate_percent: 18,
      ...figures(4_236_400, 0, 0, 762_552),
    },
    {
      place_of_supply: '29',
      state_name: 'Karnataka',
      rate_percent: 18,
      ...figures(4_236_400, 381_276, 381_276, 0),
    },
  ],
  revenue_by_program: [
    { program: 'Artificial Intelligence', lines: 6, revenue_paise: 4_999_400 },
    { program: 'Python', lines: 5, revenue_paise: 2_999_500 },
    { program: 'Data Analytics', lines: 3, revenue_paise: 1_999_004 },
  ],
};

export const offerReport: OfferReport = {
  month: '2026-11',
  offers: [
    {
      code: 'MAV25A',
      referrer: 'Aarav Sharma',
      orders: 3,
      revenue_paise: 2_699_700,
      discount_paise: 300_000,
      refunded_paise: 100_000,
      net_paise: 2_599_700,
    },
    {
      code: 'MAV25C',
      referrer: 'Chetan Patil',
      orders: 1,
      revenue_paise: 899_900,
      discount_paise: 100_000,
      refunded_paise: 0,
      net_paise: 899_900,
    },
  ],
  totals: {
    orders: 4,
    revenue_paise: 3_599_600,
    discount_paise: 400_000,
    refunded_paise: 100_000,
    net_paise: 3_499_600,
  },
};

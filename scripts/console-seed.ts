// A year of the staff console's data in a fresh PostgreSQL database, for `npm run bench:console`:
// 60,000 proved learners, 100,002 orders with their items, timeline, enrolments, invoices and
// credit notes, 100,000 enquiries, 200,000 audit rows and an owner with a session. Written with
// INSERT ... SELECT FROM generate_series, so the full year takes seconds, not hours.
//
//   npx tsx scripts/console-seed.ts [postgres://postgres@127.0.0.1:5432/postgres]
//
// BENCH_CONSOLE_SCALE=0.05 seeds a twentieth of it. The database is left in place; its URL and
// the owner's session cookie are printed.
import crypto from 'node:crypto';
import { hash } from '@node-rs/argon2';
import pg from 'pg';
import { buildCreditNote, buildInvoiceDocument } from '../src/domain/gst/build-document.ts';
import { gstinCheckCharacter } from '../src/domain/gst/gstin.ts';
import type { InvoiceDocument } from '../src/domain/gst/invoice-document.ts';
import { gstState } from '../src/domain/gst/states.ts';
import { PROGRAM_INDEX } from '../src/domain/catalogue/program-index.generated.ts';
import { FREELANCING_PAGES } from '../src/domain/catalogue/programs.ts';
import { PLANS } from '../src/domain/catalogue/plans.ts';
import { discountOf } from '../src/domain/pricing.ts';
import { programOfLine } from '../src/domain/staff/revenue.ts';
import { SESSION_ABSOLUTE_MS } from '../src/domain/retention.ts';
import { tokenHash } from '../src/server/auth/sessions.ts';
import { openDatabase } from '../src/server/db/database.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { E2E_IDENTITY } from '../e2e/support/ports.ts';

/**
 * The referral codes the migrations import (MAV25A to MAV25Q, 10% off everything): the seeded
 * orders use them, read from the offers table, as orders placed with them did.
 */
const IMPORTED_CODES = 17;
const REFERRAL_FRACTION = 0.1;
const referralOffer = (column: string, index: string) =>
  `case when ${index} is not null then (select ${column} from offers where code like 'MAV25_'
     order by code offset ${index} limit 1) end`;

/** The full year, as the issue measured it. */
export const FULL_YEAR = {
  learners: 60_000,
  orders: 100_002,
  enquiries: 100_000,
  auditRows: 200_000,
} as const;

export interface SeedOptions {
  /** A database on the server to connect to while creating the new one, e.g. .../postgres. */
  adminUrl: string;
  /** Share of the full year: 1 for all of it, 0.05 for a quick run. */
  scale?: number;
  log?: (message: string) => void;
}

export interface SeededConsole {
  name: string;
  databaseUrl: string;
  /** The owner's session token: send it as the `session` cookie. */
  ownerToken: string;
  /** What was stored, table by table. */
  counts: Record<string, number>;
  /** The last whole month of the year (IST), for the reports and the month's export. */
  month: string;
  /** Real values to search and open, taken from the seeded rows. */
  samples: {
    name: string;
    utr: string;
    orderNumber: string;
    phone: string;
    enquiryName: string;
    learnerId: number;
  };
  seconds: number;
  drop(): Promise<void>;
}

// prettier-ignore
const FIRST_NAMES = [
  'Aarav', 'Aditi', 'Akash', 'Ananya', 'Arjun', 'Bhavna', 'Chetan', 'Deepa', 'Divya', 'Farhan',
  'Gaurav', 'Harini', 'Ishaan', 'Jaya', 'Karan', 'Kavya', 'Lakshmi', 'Manish', 'Meera', 'Neha',
  'Nikhil', 'Omkar', 'Pooja', 'Pranav', 'Priya', 'Rahul', 'Riya', 'Rohan', 'Sahil', 'Sanjana',
  'Shreya', 'Siddharth', 'Sneha', 'Suresh', 'Tanvi', 'Uday', 'Varun', 'Vidya', 'Yash', 'Zoya',
];
// prettier-ignore
const LAST_NAMES = [
  'Agarwal', 'Banerjee', 'Bhat', 'Chatterjee', 'Das', 'Desai', 'Fernandes', 'Ghosh', 'Gupta',
  'Iyer', 'Jain', 'Joshi', 'Kapoor', 'Khan', 'Kulkarni', 'Kumar', 'Menon', 'Mehta', 'Mishra',
  'Nair', 'Naidu', 'Pandey', 'Patel', 'Patil', 'Pillai', 'Qureshi', 'Rao', 'Reddy', 'Saxena',
  'Sen', 'Shah', 'Sharma', 'Shetty', 'Singh', 'Sinha', 'Srinivasan', 'Thomas', 'Trivedi',
  'Verma', 'Yadav',
];
const DOMAINS = ['example.com', 'example.in', 'example.org', 'mail.example.net'];
// prettier-ignore
const STREETS = [
  'MG Road', 'Station Road', 'Park Street', 'Nehru Nagar', 'Gandhi Marg', 'Lake View Colony',
  'Temple Street', 'Market Road', 'Civil Lines', 'Ashok Vihar',
];

/**
 * Where buyers are, by GST state code, weighted roughly by online learners: each code appears
 * as often as its weight. Karnataka (29) is the seller's, so its orders are intra-state.
 */
// prettier-ignore
const STATE_WEIGHTS: Array<[code: string, city: string, weight: number]> = [
  ['27', 'Pune', 14], ['29', 'Bengaluru', 12], ['07', 'New Delhi', 9], ['33', 'Chennai', 9],
  ['36', 'Hyderabad', 8], ['09', 'Lucknow', 8], ['24', 'Ahmedabad', 6], ['19', 'Kolkata', 6],
  ['32', 'Kochi', 5], ['06', 'Gurugram', 4], ['08', 'Jaipur', 4], ['23', 'Indore', 3],
  ['37', 'Vijayawada', 3], ['10', 'Patna', 2], ['21', 'Bhubaneswar', 2], ['03', 'Ludhiana', 1],
  ['18', 'Guwahati', 1], ['20', 'Ranchi', 1], ['05', 'Dehradun', 1], ['30', 'Panaji', 1],
];

const CONTACT_SUBJECTS = [
  'Batch timings for working professionals',
  'Corporate training for our team',
  'Fee instalments',
  'Certificate verification',
  'Change of cohort',
  'Invoice with our GSTIN',
  'Placement support',
  'Refund request',
];
const MESSAGE =
  'Hello, I would like to know more before I enrol. I work full time in Bengaluru and can study ' +
  'in the evenings and on weekends. Could someone call me back with the details?';

// Crockford's base32 without I, L, O and U, as src/server/routes/orders.ts numbers orders.
const ORDER_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

const SELLER_STATE = '29';
const INVOICE_PREFIX = 'MEN';
const SELLER_GSTIN = (() => {
  const first14 = `${SELLER_STATE}AABCM1234F1Z`;
  return first14 + gstinCheckCharacter(first14);
})();

/** A small deterministic generator, so that every run seeds the same year. */
function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface ItemTemplate {
  items: Array<{ program: string; plan: string; plan_paise: number }>;
  original_paise: number;
}

/**
 * 100 carts, as many of each shape as buyers choose them: 80 with one program, 17 with two, 3
 * with three; popular programs and cheaper plans more often.
 */
function itemTemplates(): ItemTemplate[] {
  const random = mulberry32(42);
  const programs = [...PROGRAM_INDEX].sort(
    (a, b) => (a.popular?.rank ?? 99) - (b.popular?.rank ?? 99),
  );
  const pickProgram = () => programs[Math.floor(programs.length * random() ** 2)]!;
  const pickPlan = () => {
    const r = random();
    return PLANS[r < 0.5 ? 0 : r < 0.85 ? 1 : 2];
  };
  return Array.from({ length: 100 }, (_, slot) => {
    const size = slot < 80 ? 1 : slot < 97 ? 2 : 3;
    const chosen = new Map<string, (typeof PLANS)[number]>();
    while (chosen.size < size) chosen.set(pickProgram().name, pickPlan());
    const items = [...chosen].map(([program, plan]) => ({
      program,
      plan: plan.name,
      plan_paise: plan.price * 100,
    }));
    return { items, original_paise: items.reduce((sum, i) => sum + i.plan_paise, 0) };
  });
}

/** Business buyers who give a GSTIN at checkout: their invoices are B2B. */
const B2B_BUYERS = STATE_WEIGHTS.slice(0, 10).map(([code], n) => {
  const first14 = `${code}AAACB${String(1000 + n * 37).padStart(4, '0')}C1Z`;
  return { state: code, gstin: first14 + gstinCheckCharacter(first14) };
});

/**
 * The invoice (and, for a full refund, the credit note) of every kind of order the seed makes,
 * built by the app's own code; the SQL then puts each order's number, dates and buyer in.
 */
function documentTemplates(templates: ItemTemplate[]) {
  const seller = {
    name: E2E_IDENTITY.SELLER_LEGAL_NAME,
    address: E2E_IDENTITY.SELLER_ADDRESS,
    state_code: SELLER_STATE,
    state_name: gstState(SELLER_STATE)!.name,
    gstin: SELLER_GSTIN,
  };
  const rows: Array<{
    t: number;
    state: string;
    referral: boolean;
    b2b: number;
    invoice: InvoiceDocument;
    credit: InvoiceDocument;
  }> = [];
  const states = [...new Set(STATE_WEIGHTS.map(([code]) => code))];
  for (const [t, template] of templates.entries()) {
    for (const referral of [false, true]) {
      const discount = referral ? discountOf(template.original_paise, REFERRAL_FRACTION) : 0;
      const buyers = [
        ...states.map((state) => ({ state, b2b: -1, gstin: null as string | null })),
        ...B2B_BUYERS.map((b, n) => ({ state: b.state, b2b: n, gstin: b.gstin })),
      ];
      for (const buyer of buyers) {
        const place = gstState(buyer.state)!;
        const invoice = buildInvoiceDocument({
          kind: 'tax-invoice',
          number: '',
          issuedAt: '',
          orderNumber: '',
          siteName: E2E_IDENTITY.SITE_NAME,
          seller,
          buyer: {
            name: '',
            email: '',
            address: '',
            state_code: place.code,
            state_name: place.name,
            gstin: buyer.gstin,
          },
          items: template.items.map((i) => ({
            description: `${i.program}: ${i.plan}`,
            gross_paise: i.plan_paise,
          })),
          discountPaise: discount,
          referral: null,
        });
        const credit = buildCreditNote(invoice, {
          number: '',
          issuedAt: '',
          refundPaise: invoice.totals.total_paise,
          lines: template.items.map((_, n) => n),
          reason: 'The learner asked for a refund within the refund window.',
        });
        rows.push({ t, state: buyer.state, referral, b2b: buyer.b2b, invoice, credit });
      }
    }
  }
  return rows;
}

const sqlText = (value: string) => `'${value.replace(/'/g, "''")}'`;
const sqlArray = (values: readonly string[]) => `array[${values.map(sqlText).join(',')}]`;

/** The whole seed as SQL statements, in order, for `n` of each kind of row. */
function seedStatements(n: {
  learners: number;
  orders: number;
  enquiries: number;
  auditRows: number;
}): string[] {
  const states = STATE_WEIGHTS.flatMap(([code, city, weight]) =>
    Array.from({ length: weight }, () => `${code}|${city}`),
  );
  const programs = PROGRAM_INDEX.map((p) => p.name);
  const freelancing = FREELANCING_PAGES.map((p) => p.name);
  return [
    // Uniform in [0, 1) from a row number and a salt: the same every run, different per column.
    `create function pg_temp.r(i bigint, salt int) returns float8 immutable language sql as
       $$ select (hashint8(i * 7919 + salt) & 2147483647)::float8 / 2147483648 $$`,
    `create function pg_temp.iso(t timestamptz) returns text immutable language sql as
       $$ select to_char(t at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') $$`,
    // Crockford base32 of i times an odd number modulo 2^40: unique, and looks random. One
    // expression, not an aggregate, so that PostgreSQL inlines it into each insert.
    `create function pg_temp.order_number(i bigint) returns text immutable language sql as
       $$ select 'ORD-' || ${Array.from(
         { length: 8 },
         (_, k) =>
           `substr('${ORDER_ALPHABET}', (((i * 2654435761 + 12345) % 1099511627776) >> ${5 * (7 - k)} & 31)::int + 1, 1)`,
       ).join(' || ')} $$`,
    `create function pg_temp.first_name(i bigint) returns text immutable language sql as
       $$ select (${sqlArray(FIRST_NAMES)})[1 + ((hashint8(i) & 2147483647) % ${FIRST_NAMES.length})::int] $$`,
    `create function pg_temp.last_name(i bigint) returns text immutable language sql as
       $$ select (${sqlArray(LAST_NAMES)})[1 + ((hashint8(i + 17) & 2147483647) % ${LAST_NAMES.length})::int] $$`,
    `create function pg_temp.phone(i bigint) returns text immutable language sql as
       $$ select (6 + i % 4)::text || lpad(((i * 48271) % 1000000000)::text, 9, '0') $$`,
    `create temp table bench_clock as select date_trunc('minute', now()) as year_end`,

    // The owner, five staff, an accountant, then the learners; every address proved.
    `insert into users (id, username, username_key, email, email_key, phone, password_hash,
       created_at, updated_at, role, email_verified_at)
     select id, username, lower(username), email, lower(email), pg_temp.phone(id), $1, at, at,
       role, at
     from (
       select s.id, s.username, s.email, s.role,
         pg_temp.iso((select year_end from bench_clock) - interval '800 days') as at
       from (values
         (1, 'Bench Owner', 'owner@mentora.test', 'owner'),
         (2, 'Asha Staff', 'asha@mentora.test', 'staff'),
         (3, 'Vikram Staff', 'vikram@mentora.test', 'staff'),
         (4, 'Nisha Staff', 'nisha@mentora.test', 'staff'),
         (5, 'Ravi Staff', 'ravi@mentora.test', 'staff'),
         (6, 'Kiran Staff', 'kiran@mentora.test', 'staff'),
         (7, 'Meena Accounts', 'meena@mentora.test', 'accountant')
       ) s(id, username, email, role)
       union all
       select 7 + i, pg_temp.first_name(i) || ' ' || pg_temp.last_name(i) || ' ' || i,
         lower(pg_temp.first_name(i) || '.' || pg_temp.last_name(i)) || i || '@' ||
           (${sqlArray(DOMAINS)})[1 + i % ${DOMAINS.length}],
         'learner',
         pg_temp.iso((select year_end from bench_clock)
           - (pg_temp.r(i, 1) * 730) * interval '1 day')
       from generate_series(1, ${n.learners}) i
     ) u`,

    // Each order's facts, decided once: its buyer, cart, state, status and instants.
    `create temp table bench_orders as
     select i, (8 + (hashint8(i + 3) & 2147483647) % ${n.learners})::int as user_id,
       ((hashint8(i + 5) & 2147483647) % 100)::int as t,
       split_part((${sqlArray(states)})[1 + ((hashint8(i + 7) & 2147483647) % ${states.length})::int], '|', 1) as state,
       split_part((${sqlArray(states)})[1 + ((hashint8(i + 7) & 2147483647) % ${states.length})::int], '|', 2) as city,
       case when pg_temp.r(i, 2) < 0.15 then ((hashint8(i + 11) & 2147483647) % ${IMPORTED_CODES})::int end as referral,
       case when pg_temp.r(i, 3) < 0.015 then ((hashint8(i + 13) & 2147483647) % ${B2B_BUYERS.length})::int end as b2b,
       created,
       case
         when created > year_end - interval '7 days' then
           case when pg_temp.r(i, 4) < 0.2 then 'awaiting_payment'
                when pg_temp.r(i, 4) < 0.65 then 'payment_reported' else 'paid' end
         when pg_temp.r(i, 4) < 0.700 then 'paid'
         when pg_temp.r(i, 4) < 0.716 then 'refunded'
         when pg_temp.r(i, 4) < 0.800 then 'cancelled'
         else 'expired'
       end as status,
       (300000000000 + i * 9973)::text as utr,
       created + (5 + pg_temp.r(i, 5) * 600) * interval '1 minute' as reported,
       created + (30 + pg_temp.r(i, 6) * 2000) * interval '1 minute' as settled,
       created + (3 + pg_temp.r(i, 7) * 20) * interval '1 day' as refunded
     from (
       select i, year_end, year_end - interval '365 days'
         + (i - pg_temp.r(i, 8)) * (interval '365 days' / ${n.orders}) as created
       from generate_series(1, ${n.orders}) i, bench_clock
     ) o`,
    `alter table bench_orders add primary key (i)`,
    // Nobody settles an order in the future: a recent order paid late is paid a minute ago.
    `update bench_orders set settled = least(settled, (select year_end from bench_clock)),
       reported = least(reported, (select year_end from bench_clock))`,
    // Its invoice template, chosen once: every later join is by key.
    `alter table bench_orders add column doc int`,
    `update bench_orders o set doc = d.id from bench_documents d
     where d.t = o.t and d.referral = (o.referral is not null) and d.b2b = coalesce(o.b2b, -1)
       and (o.b2b is not null or d.state = o.state)`,
    `analyze bench_orders`,

    `insert into orders (id, number, user_id, idempotency_key, request_hash, name, email,
       address, phone, original_paise, discount_paise, total_paise, referral_code, referrer, offer_id,
       status, created_at, updated_at, payment_reported_at, version, reported_utr, paid_utr,
       paid_at, cancelled_at, cancel_reason, refunded_at, refund_paise, refund_reason,
       expires_at, reminder_sent_at, expired_at, buyer_state, buyer_gstin)
     select o.i, pg_temp.order_number(o.i), o.user_id, md5('key' || o.i),
       md5('request' || o.i) || md5('hash' || o.i),
       u.username_short, u.email,
       (1 + o.i % 400) || ', ' || (${sqlArray(STREETS)})[1 + o.i % ${STREETS.length}] || ', ' || o.city,
       u.phone, d.original_paise, d.discount_paise, d.total_paise,
       ${referralOffer('code', 'o.referral')}, ${referralOffer('referrer_name', 'o.referral')},
       ${referralOffer('id', 'o.referral')},
       o.status, pg_temp.iso(o.created),
       pg_temp.iso(case o.status when 'awaiting_payment' then o.created
         when 'payment_reported' then o.reported when 'refunded' then o.refunded
         when 'expired' then o.created + interval '48 hours' else o.settled end),
       case when o.status = 'payment_reported' or (o.status in ('paid', 'refunded') and pg_temp.r(o.i, 9) < 0.9)
         then pg_temp.iso(o.reported) end,
       case o.status when 'awaiting_payment' then 1 when 'payment_reported' then 2
         when 'refunded' then 4 else 3 end,
       case when o.status = 'payment_reported' or (o.status in ('paid', 'refunded') and pg_temp.r(o.i, 9) < 0.9)
         then o.utr end,
       case when o.status in ('paid', 'refunded') then o.utr end,
       case when o.status in ('paid', 'refunded') then pg_temp.iso(o.settled) end,
       case when o.status = 'cancelled' then pg_temp.iso(o.settled) end,
       case when o.status = 'cancelled' then 'The learner asked to cancel before paying.' end,
       case when o.status = 'refunded' then pg_temp.iso(o.refunded) end,
       case when o.status = 'refunded' then d.total_paise end,
       case when o.status = 'refunded' then 'The learner asked for a refund within the refund window.' end,
       pg_temp.iso(o.created + interval '48 hours'),
       case when o.status = 'expired' then pg_temp.iso(o.created + interval '24 hours') end,
       case when o.status = 'expired' then pg_temp.iso(o.created + interval '48 hours') end,
       coalesce(b.state, o.state), b.gstin
     from bench_orders o
     join (select id, regexp_replace(username, ' [0-9]+$', '') as username_short, email, phone
           from users) u on u.id = o.user_id
     join bench_documents d on d.id = o.doc
     left join bench_b2b b on b.n = o.b2b`,

    `insert into order_items (order_id, position, program, plan, plan_paise, refunded_at)
     select o.i, it.position, it.program, it.plan, it.plan_paise,
       case when o.status = 'refunded' then pg_temp.iso(o.refunded) end
     from bench_orders o join bench_items it on it.t = o.t`,
    `insert into enrolments (user_id, order_id, program, plan, started_at, ended_at)
     select o.user_id, o.i, it.program, it.plan, pg_temp.iso(o.settled),
       case when o.status = 'refunded' then pg_temp.iso(o.refunded) end
     from bench_orders o join bench_items it on it.t = o.t
     where o.status in ('paid', 'refunded')`,

    // The timeline: placed, then each later state; staff confirm payments and refunds.
    `insert into order_events (order_id, kind, from_status, to_status, actor_id, note, created_at)
     select order_id, kind, from_status, to_status, actor_id, note, created_at from (
       select o.i as order_id, 'placed' as kind, null as from_status, 'awaiting_payment' as to_status,
         null::int as actor_id, null as note, 1 as step, o.created_at
       from (select i, created, pg_temp.iso(created) as created_at from bench_orders) o
       union all
       select id, 'payment_reported', 'awaiting_payment', 'payment_reported', null,
         'UTR ' || reported_utr, 2, payment_reported_at
       from orders where payment_reported_at is not null
       union all
       select id, 'paid', case when payment_reported_at is null then 'awaiting_payment' else 'payment_reported' end,
         'paid', 2 + id % 5, 'UTR ' || paid_utr, 3, paid_at
       from orders where paid_at is not null
       union all
       select id, 'cancelled', 'awaiting_payment', 'cancelled', 2 + id % 5, cancel_reason, 3, cancelled_at
       from orders where status = 'cancelled'
       union all
       select id, 'expired', 'awaiting_payment', 'expired', null::int, null, 3, expired_at
       from orders where status = 'expired'
       union all
       select id, 'refunded', 'paid', 'refunded', 1, refund_reason, 4, refunded_at
       from orders where status = 'refunded'
     ) e order by order_id, step`,

    // Invoices numbered per financial year in the order they were issued, as the counter does.
    `insert into invoices (kind, number, financial_year, order_id, refers_to_id, issued_at,
       place_of_supply, taxable_paise, cgst_paise, sgst_paise, igst_paise, total_paise, document)
     select 'tax-invoice', numbered.number, numbered.fy, o.id, null, o.paid_at,
       d.invoice->'place_of_supply'->>'code',
       (d.invoice->'totals'->>'taxable_paise')::int, (d.invoice->'totals'->>'cgst_paise')::int,
       (d.invoice->'totals'->>'sgst_paise')::int, (d.invoice->'totals'->>'igst_paise')::int,
       (d.invoice->'totals'->>'total_paise')::int,
       (d.invoice || jsonb_build_object(
         'number', numbered.number, 'issued_at', o.paid_at, 'order_number', o.number,
         'buyer', d.invoice->'buyer' || jsonb_build_object('name', o.name, 'email', o.email,
           'address', o.address),
         'referral', case when o.referral_code is null then 'null'::jsonb
           else jsonb_build_object('code', o.referral_code, 'referrer', o.referrer) end))::text
     from orders o
     join bench_orders bo on bo.i = o.id
     join bench_documents d on d.id = bo.doc
     join (
       select id, fy, '${INVOICE_PREFIX}/' || fy || '/' ||
         lpad((row_number() over (partition by fy order by paid_at, id))::text, 5, '0') as number
       from (select id, paid_at, pg_temp.fy(paid_at) as fy from orders where paid_at is not null) p
     ) numbered on numbered.id = o.id`,
    `insert into invoices (kind, number, financial_year, order_id, refers_to_id, issued_at,
       place_of_supply, taxable_paise, cgst_paise, sgst_paise, igst_paise, total_paise, document)
     select 'credit-note', numbered.number, numbered.fy, o.id, i.id, o.refunded_at,
       i.place_of_supply,
       (d.credit->'totals'->>'taxable_paise')::int, (d.credit->'totals'->>'cgst_paise')::int,
       (d.credit->'totals'->>'sgst_paise')::int, (d.credit->'totals'->>'igst_paise')::int,
       (d.credit->'totals'->>'total_paise')::int,
       (d.credit || jsonb_build_object(
         'number', numbered.number, 'issued_at', o.refunded_at, 'order_number', o.number,
         'refers_to', jsonb_build_object('number', i.number, 'issued_at', i.issued_at),
         'buyer', d.credit->'buyer' || jsonb_build_object('name', o.name, 'email', o.email,
           'address', o.address)))::text
     from orders o
     join invoices i on i.order_id = o.id
     join bench_orders bo on bo.i = o.id
     join bench_documents d on d.id = bo.doc
     join (
       select id, fy, '${INVOICE_PREFIX}C/' || fy || '/' ||
         lpad((row_number() over (partition by fy order by refunded_at, id))::text, 5, '0') as number
       from (select id, refunded_at, pg_temp.fy(refunded_at) as fy from orders
             where status = 'refunded') p
     ) numbered on numbered.id = o.id
     where o.status = 'refunded'`,
    // Each document's lines, as the issuing transaction stores them beside it.
    `insert into document_lines (invoice_id, position, kind, issued_at, issued_on, program,
       total_paise)
     select i.id, l.n - 1, i.kind, i.issued_at,
       to_char(i.issued_at::timestamptz at time zone 'Asia/Kolkata', 'YYYY-MM-DD'), p.program,
       (l.line->>'total_paise')::int
     from invoices i
     cross join jsonb_array_elements(i.document::jsonb->'lines') with ordinality l(line, n)
     join bench_line_programs p on p.description = l.line->>'description'`,
    `insert into document_counters (series, financial_year, last_serial)
     select case when kind = 'credit-note' then 'credit-note' else 'invoice' end, financial_year,
       count(*) from invoices group by 1, 2`,

    // Enquiries over the year: older ones closed, this week's mostly new.
    ...(
      [
        [
          'contact_enquiries',
          0.4,
          'company, subject, message',
          `case when pg_temp.r(i, 20) < 0.3 then 'Acme Infotech' else '' end, (${sqlArray(CONTACT_SUBJECTS)})[1 + i % ${CONTACT_SUBJECTS.length}], ${sqlText(MESSAGE)}`,
        ],
        [
          'program_enquiries',
          0.45,
          'company, program, message',
          `'', (${sqlArray(programs)})[1 + i % ${programs.length}], ${sqlText(MESSAGE)}`,
        ],
        [
          'freelancing_enquiries',
          0.15,
          'company, office_motive, preference, program',
          `'', 'Earn from projects alongside my job', 'Weekend projects, remote', (${sqlArray(freelancing)})[1 + i % ${freelancing.length}]`,
        ],
      ] as const
    ).map(
      ([table, share, columns, values], k) =>
        `insert into ${table} (name, email, phone, ${columns}, created_at, status, assignee_id)
         select pg_temp.first_name(i + ${k}) || ' ' || pg_temp.last_name(i + ${k}),
           lower(pg_temp.first_name(i + ${k}) || '.' || pg_temp.last_name(i + ${k})) || (i % 997) || '@example.in',
           pg_temp.phone(i + 500000), ${values}, pg_temp.iso(at),
           case when at > year_end - interval '3 days' and pg_temp.r(i, 21) < 0.8 then 'new'
                when at > year_end - interval '14 days' then 'in_progress' else 'closed' end,
           case when at > year_end - interval '3 days' and pg_temp.r(i, 21) < 0.8 then null
                else 2 + i % 5 end
         from (
           select i, year_end, year_end - interval '365 days'
             + (i - pg_temp.r(i, 22)) * (interval '365 days' / ${Math.max(1, Math.round(n.enquiries * share))}) as at
           from generate_series(1, ${Math.max(1, Math.round(n.enquiries * share))}) i, bench_clock
         ) e`,
    ),

    // The audit log: staff at work over the year, oldest first.
    `insert into audit_log (at, actor_id, actor_name, action, record_type, record_id, changes)
     select pg_temp.iso(at), actor, (array['Bench Owner', 'Asha Staff', 'Vikram Staff', 'Nisha Staff',
         'Ravi Staff', 'Kiran Staff', 'Meena Accounts'])[actor],
       (array['order.paid', 'order.cancelled', 'enquiry.update', 'enquiry.reply', 'enquiry.note',
         'review.hide', 'payments.import', 'order.note'])[kind],
       (array['order', 'order', 'enquiry', 'enquiry', 'enquiry', 'review', 'statement', 'order'])[kind],
       case when kind in (1, 2, 8) then pg_temp.order_number(1 + i % ${n.orders})
            when kind = 7 then 'statement-' || i || '.csv' else (1 + i % 5000)::text end,
       (array[
         '[{"field":"status","before":"payment_reported","after":"paid"},{"field":"paid_utr","before":null,"after":"' || (300000000000 + i * 9973) || '"}]',
         '[{"field":"status","before":"awaiting_payment","after":"cancelled"}]',
         '[{"field":"status","before":"new","after":"in_progress"}]',
         '[{"field":"reply","before":null,"after":"Thank you for writing to us."}]',
         '[{"field":"note","before":null,"after":"Called back; will enrol next month."}]',
         '[{"field":"hidden","before":false,"after":true}]',
         '[{"field":"credits","before":null,"after":42}]',
         '[{"field":"note","before":null,"after":"Learner asked for a GST invoice."}]'])[kind]
     from (
       select i, (1 + (hashint8(i + 31) & 2147483647) % 6)::int as actor,
         (array[1, 1, 1, 1, 2, 3, 3, 3, 4, 4, 5, 6, 7, 8])[1 + ((hashint8(i + 37) & 2147483647) % 14)::int] as kind,
         year_end - interval '365 days' + (i - pg_temp.r(i, 30)) * (interval '365 days' / ${n.auditRows}) as at
       from generate_series(1, ${n.auditRows}) i, bench_clock
     ) a`,

    ...['users', 'orders'].map(
      (table) =>
        `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`,
    ),
  ];
}

/** The carts, business buyers and document templates, as temp tables the seed's SQL joins. */
async function loadTemplates(client: pg.Client, templates: ItemTemplate[]) {
  await client.query(
    `create temp table bench_items (t int, position int, program text, plan text, plan_paise int)`,
  );
  await client.query(
    `insert into bench_items select * from jsonb_to_recordset($1::jsonb)
       as x(t int, position int, program text, plan text, plan_paise int)`,
    [
      JSON.stringify(
        templates.flatMap((template, t) =>
          template.items.map((item, position) => ({ t, position, ...item })),
        ),
      ),
    ],
  );
  await client.query(
    `create temp table bench_b2b as select * from jsonb_to_recordset($1::jsonb)
       as x(n int, state text, gstin text)`,
    [JSON.stringify(B2B_BUYERS.map((b, n) => ({ n, ...b })))],
  );
  await client.query(
    `create temp table bench_documents (id int primary key, t int, state text, referral boolean,
       b2b int, original_paise int, discount_paise int, total_paise int, invoice jsonb,
       credit jsonb)`,
  );
  const documents = documentTemplates(templates);
  // In slices: one parameter of every template at once would be tens of megabytes of JSON.
  for (let start = 0; start < documents.length; start += 1000) {
    const slice = documents.slice(start, start + 1000).map((d, k) => ({
      id: start + k,
      t: d.t,
      state: d.state,
      referral: d.referral,
      b2b: d.b2b,
      original_paise: d.invoice.totals.gross_paise,
      discount_paise: d.invoice.totals.discount_paise,
      total_paise: d.invoice.totals.total_paise,
      invoice: d.invoice,
      credit: d.credit,
    }));
    await client.query(
      `insert into bench_documents select * from jsonb_to_recordset($1::jsonb)
         as x(id int, t int, state text, referral boolean, b2b int, original_paise int,
              discount_paise int, total_paise int, invoice jsonb, credit jsonb)`,
      [JSON.stringify(slice)],
    );
  }
  await client.query(`analyze bench_documents`);
  // The program of each line's description, read by the app's own rule.
  const descriptions = new Set(
    templates.flatMap((template) => template.items.map((i) => `${i.program}: ${i.plan}`)),
  );
  await client.query(
    `create temp table bench_line_programs as select * from jsonb_to_recordset($1::jsonb)
       as x(description text, program text)`,
    [JSON.stringify([...descriptions].map((d) => ({ description: d, program: programOfLine(d) })))],
  );
}

/** Tables the seed fills in bulk. */
const BULK_TABLES = [
  'users',
  'orders',
  'order_items',
  'enrolments',
  'order_events',
  'invoices',
  'document_lines',
  'contact_enquiries',
  'program_enquiries',
  'freelancing_enquiries',
  'audit_log',
];

/**
 * Drops the bulk tables' indexes that back no constraint, for their definitions: built once
 * after the load, they cost a fraction of keeping them up to date row by row.
 */
async function dropSecondaryIndexes(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ indexname: string; indexdef: string }>(
    `select indexname, indexdef from pg_indexes i
     where schemaname = current_schema() and tablename = any($1)
       and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
    [BULK_TABLES],
  );
  for (const row of rows) await client.query(`drop index "${row.indexname}"`);
  return rows.map((row) => row.indexdef);
}

/** Creates `bench_console_<random>`, migrates it, and seeds `scale` of a year into it. */
export async function seedConsole(options: SeedOptions): Promise<SeededConsole> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const scale = options.scale ?? 1;
  const n = {
    learners: Math.max(10, Math.round(FULL_YEAR.learners * scale)),
    orders: Math.max(10, Math.round(FULL_YEAR.orders * scale)),
    enquiries: Math.max(10, Math.round(FULL_YEAR.enquiries * scale)),
    auditRows: Math.max(10, Math.round(FULL_YEAR.auditRows * scale)),
  };
  const name = `bench_console_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: options.adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(options.adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const drop = async () => {
    const client = new pg.Client({ connectionString: options.adminUrl });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };

  try {
    const handle = openDatabase({ engine: 'postgres', url: databaseUrl });
    await migrateToLatest(handle.db);
    await handle.close();
    log(`${name}: migrated`);

    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      // A throwaway database: nothing is lost if the machine stops mid-seed.
      await client.query('set synchronous_commit = off');
      await client.query(`set maintenance_work_mem = '256MB'`);
      // Every reference is right by construction: skip the foreign-key triggers, a check per
      // row, where the role may (a superuser, as the tests' PostgreSQL runs).
      await client.query('set session_replication_role = replica').catch(() => undefined);
      await client.query(
        `create function pg_temp.fy(at text) returns text immutable language sql as
           $$ select to_char(y, 'FM00') || '-' || to_char((y + 1) % 100, 'FM00') from (
                select (extract(year from t) - case when extract(month from t) < 4 then 1 else 0 end)::int % 100 as y
                from (select (at::timestamptz at time zone 'Asia/Kolkata') as t) ist) fy $$`,
      );
      const templates = itemTemplates();
      await loadTemplates(client, templates);
      const passwordHash = await hash(crypto.randomBytes(16).toString('hex'));
      const indexes = await dropSecondaryIndexes(client);
      for (const statement of seedStatements(n)) {
        const step = performance.now();
        await client.query(statement, statement.includes('$1') ? [passwordHash] : []);
        log(
          `  ${statement.trim().split('\n')[0]!.slice(0, 70)} (${((performance.now() - step) / 1000).toFixed(1)} s)`,
        );
      }

      const rebuilt = performance.now();
      for (const definition of indexes) await client.query(definition);
      // As autovacuum leaves a live database: statistics, and the visibility map that lets a
      // count read an index alone.
      await client.query('vacuum analyze');
      log(
        `  ${indexes.length} indexes rebuilt, vacuumed and analyzed (${((performance.now() - rebuilt) / 1000).toFixed(1)} s)`,
      );

      const ownerToken = crypto.randomBytes(32).toString('base64url');
      const now = Date.now();
      await client.query(
        `insert into sessions (token_hash, user_id, created_at, expires_at, absolute_expires_at)
         values ($1, 1, $2, $3, $3)`,
        [
          tokenHash(ownerToken),
          new Date(now).toISOString(),
          new Date(now + SESSION_ABSOLUTE_MS).toISOString(),
        ],
      );

      const counts: Record<string, number> = {};
      for (const table of [
        'users',
        'orders',
        'order_items',
        'order_events',
        'enrolments',
        'invoices',
        'contact_enquiries',
        'program_enquiries',
        'freelancing_enquiries',
        'audit_log',
      ]) {
        const { rows } = await client.query<{ n: string }>(`select count(*) as n from ${table}`);
        counts[table] = Number(rows[0]!.n);
      }
      const { rows: monthRows } = await client.query<{ month: string }>(
        `select to_char(date_trunc('month', year_end at time zone 'Asia/Kolkata') - interval '1 month', 'YYYY-MM') as month
         from bench_clock`,
      );
      // A paid order from the middle of the year, with a reported UTR, to search for and open.
      const { rows: sampleRows } = await client.query<{
        number: string;
        name: string;
        phone: string;
        utr: string;
        user_id: number;
      }>(
        `select number, name, phone, reported_utr as utr, user_id from orders
         where status = 'paid' and reported_utr is not null and id >= $1
         order by id limit 1`,
        [Math.floor(n.orders / 2)],
      );
      const { rows: enquiryRows } = await client.query<{ name: string }>(
        `select name from program_enquiries order by id desc limit 1`,
      );
      const sample = sampleRows[0]!;
      return {
        name,
        databaseUrl,
        ownerToken,
        counts,
        month: monthRows[0]!.month,
        samples: {
          name: sample.name,
          utr: sample.utr,
          orderNumber: sample.number,
          phone: sample.phone,
          enquiryName: enquiryRows[0]!.name,
          learnerId: sample.user_id,
        },
        seconds: (performance.now() - started) / 1000,
        drop,
      };
    } finally {
      await client.end();
    }
  } catch (error) {
    await drop();
    throw error;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const adminUrl =
    process.argv[2] ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres';
  const seeded = await seedConsole({
    adminUrl,
    scale: Number(process.env.BENCH_CONSOLE_SCALE ?? 1),
    log: console.log,
  });
  console.log(
    JSON.stringify({ ...seeded, drop: undefined, cookie: `session=${seeded.ownerToken}` }, null, 2),
  );
}

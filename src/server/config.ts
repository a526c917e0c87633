import path from 'node:path';
import { z } from 'zod';
import { gstinProblem } from '../domain/gst/gstin.ts';
import { gstState } from '../domain/gst/states.ts';
import {
  SITE_IDENTITY_VARIABLES,
  SiteIdentityError,
  siteIdentityFromEnv,
} from '../domain/site-identity-env.ts';
import type { SiteIdentity } from '../domain/site-identity.ts';

export type DatabaseTarget =
  { engine: 'sqlite'; filename: string } | { engine: 'postgres'; url: string; schema?: string };

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  logLevel: string;
  database: DatabaseTarget;
  dataDir: string;
  /** Where the built front end lives; the server serves it when it exists. */
  webRoot: string;
  publicOrigin: string;
  siteName: string;
  /** Who the seller is, as the pages show it: must match what the pages were built with. */
  identity: SiteIdentity;
  /** Whether /api/docs and /api/openapi.json are served: off in production unless asked for. */
  apiDocs: boolean;
  mail: {
    /** Unset: messages stay in the outbox and are shown at /dev/mailbox. */
    smtpUrl: string | undefined;
    /** The sender's address; its display name is `fromName`, or the site's name. */
    from: string;
    fromName: string | undefined;
    enquiryInbox: string;
    retryBaseMs: number;
    retryMaxMs: number;
    pollMs: number;
  };
  adminEmail: string | undefined;
  upi: { payeeId: string; payeeName: string };
  redisUrl: string | undefined;
  /** Processes serving HTTP on this machine (node:cluster when more than 1). */
  webConcurrency: number;
  /** Whether this process sends the outbox's mail. */
  mailWorker: boolean;
  /** Fastify's `trustProxy`: whose X-Forwarded-For to believe when reading the client's IP. */
  trustProxy: boolean | number | string[];
  /** An order left unpaid this long expires; a reminder goes 24 hours after it is placed. */
  orderExpiryHours: number;
  /** Who issues the invoices: printed on every invoice and credit note. */
  seller: {
    legalName: string;
    address: string;
    /** GST state code, e.g. '29' (Karnataka). */
    state: string;
    /** Unset: the seller is not registered under GST and issues plain invoices. */
    gstin: string | undefined;
    /** Starts every invoice number ('MEN/26-27/00042'); credit notes add 'C'. */
    invoicePrefix: string;
  };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** An address as mail servers take it; 'no-reply@localhost' is one, for development. */
const MAILBOX_ADDRESS = /^[^\s@<>"]+@[^\s@<>"]+$/;

/** 'hello@example.in', or 'Mentora <hello@example.in>' with a display name. */
function parseMailbox(text: string): { name: string | undefined; address: string } | undefined {
  const match = /^\s*(?:"?([^"<>]*?)"?\s*<([^<>]+)>|([^<>]+?))\s*$/.exec(text);
  const address = (match?.[2] ?? match?.[3])?.trim();
  if (!address || !MAILBOX_ADDRESS.test(address)) return undefined;
  return { name: match?.[1]?.trim() || undefined, address };
}

/** The development UPI ID: payments to it reach nobody. */
const PLACEHOLDER_UPI_PAYEE_ID = 'mentora.dev@fakeupi';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(emptyAsUndefined, schema.optional());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: optional(z.string()),
  DATA_DIR: z.string().min(1).default('./data'),
  WEB_ROOT: z.string().min(1).default('./dist/web/client'),
  PUBLIC_ORIGIN: z.url({ protocol: /^https?$/ }).default('http://localhost:3000'),
  SMTP_URL: optional(
    z
      .url({ protocol: /^smtps?$/, error: 'must look like smtp://host:port' })
      .refine((url) => new URL(url).hostname !== '', 'must name the relay: smtp://host:port'),
  ),
  MAIL_FROM: z
    .string()
    .default('no-reply@localhost')
    .transform((text, ctx) => {
      const mailbox = parseMailbox(text);
      if (!mailbox) {
        ctx.addIssue({
          code: 'custom',
          message: 'must be an address, or a name and an address: Mentora <hello@example.in>',
        });
        return z.NEVER;
      }
      return mailbox;
    }),
  ENQUIRY_INBOX: z
    .string()
    .trim()
    .regex(MAILBOX_ADDRESS, { error: 'must be an email address' })
    .default('enquiries@localhost'),
  ADMIN_EMAIL: optional(z.email()),
  UPI_PAYEE_ID: z
    .string()
    .regex(/^[\w.-]+@[\w.-]+$/, { error: 'must look like name@bank' })
    .default(PLACEHOLDER_UPI_PAYEE_ID),
  UPI_PAYEE_NAME: optional(z.string().trim().min(1).max(60)),
  REDIS_URL: optional(z.url({ protocol: /^rediss?$/ })),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  MAIL_WORKER: z.enum(['on', 'off']).default('on'),
  ORDER_EXPIRY_HOURS: z.coerce
    .number()
    .int()
    .min(25, { error: 'must be more than 24 (the reminder goes after 24 hours)' })
    .max(24 * 30)
    .default(72),
  SELLER_STATE: optional(
    z.string().refine((code) => gstState(code) !== undefined, {
      error: 'must be a GST state code, e.g. 29 for Karnataka (see docs/invoices.md)',
    }),
  ),
  SELLER_GSTIN: optional(
    z
      .string()
      .trim()
      .toUpperCase()
      .refine((gstin) => gstinProblem(gstin) === undefined, {
        error: 'is not a valid GSTIN (15 characters with a correct check character)',
      }),
  ),
  INVOICE_PREFIX: optional(
    z.string().regex(/^[A-Za-z0-9]{1,3}$/, { error: 'must be 1 to 3 letters or digits' }),
  ),
  ALLOW_INSECURE_ORIGIN: optional(z.enum(['0', '1'], { error: 'must be 1 or 0' })),
  API_DOCS: optional(z.enum(['on', 'off'], { error: 'must be on or off' })),
  TRUST_PROXY: optional(
    z
      .string()
      .trim()
      .regex(/^[\w.:/,\s-]+$/, { error: 'a hop count or a comma-separated list of addresses' }),
  ),
});

/** Every variable the server reads: README's table and .env.example list exactly these. */
export const CONFIG_VARIABLES: readonly string[] = [
  ...Object.keys(envSchema.shape),
  ...SITE_IDENTITY_VARIABLES,
];

/**
 * Behind a reverse proxy every request comes from the proxy, so per-IP limits would lump all
 * visitors together unless the proxy's X-Forwarded-For is believed: a hop count ("1") or the
 * proxies' addresses ("loopback", "10.0.0.0/8, 192.168.1.5").
 */
function parseTrustProxy(raw: string | undefined): boolean | number | string[] {
  if (raw === undefined || raw === 'false') return false;
  if (/^\d+$/.test(raw)) return Number(raw);
  return raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

function parseDatabaseUrl(raw: string | undefined, dataDir: string): DatabaseTarget {
  if (raw === undefined) return { engine: 'sqlite', filename: path.join(dataDir, 'app.db') };
  if (raw === 'sqlite::memory:') return { engine: 'sqlite', filename: ':memory:' };
  if (raw.startsWith('sqlite:')) {
    const filename = raw.slice('sqlite:'.length);
    if (filename) return { engine: 'sqlite', filename };
  }
  if (/^postgres(ql)?:\/\//.test(raw)) return { engine: 'postgres', url: raw };
  throw new ConfigError(
    'DATABASE_URL must be sqlite:<path>, sqlite::memory: or postgres://user@host:port/db',
  );
}

const isLoopbackHost = (host: string) =>
  host === 'localhost' ||
  host.endsWith('.localhost') ||
  /^\[?127(\.\d{1,3}){3}\]?$/.test(host) ||
  /^\[(ipv6:)?(0*:)*:?0*1\]$/i.test(host);

/**
 * Values that do for a local run but would quietly break a live site: payments to a VPA that
 * reaches nobody, mail from an address no receiving server accepts, and cookies and links
 * without https.
 */
function refuseDevelopmentValues(e: z.output<typeof envSchema>): void {
  if (e.UPI_PAYEE_ID === PLACEHOLDER_UPI_PAYEE_ID) {
    throw new ConfigError(
      `UPI_PAYEE_ID: ${PLACEHOLDER_UPI_PAYEE_ID} is the development placeholder; set the real UPI ID when NODE_ENV=production`,
    );
  }
  const { address } = e.MAIL_FROM;
  const mailDomain = address.slice(address.lastIndexOf('@') + 1).toLowerCase();
  if (isLoopbackHost(mailDomain)) {
    throw new ConfigError(
      `MAIL_FROM: ${address} is a local address; set an address of the site's own domain when NODE_ENV=production`,
    );
  }
  const origin = new URL(e.PUBLIC_ORIGIN);
  const localHttp =
    origin.protocol === 'http:' && ['localhost', '127.0.0.1'].includes(origin.hostname);
  if (origin.protocol !== 'https:' && !(localHttp && e.ALLOW_INSECURE_ORIGIN === '1')) {
    throw new ConfigError(
      'PUBLIC_ORIGIN: must be https:// when NODE_ENV=production (http://localhost or http://127.0.0.1 only with ALLOW_INSECURE_ORIGIN=1)',
    );
  }
}

function readIdentity(env: NodeJS.ProcessEnv, production: boolean): SiteIdentity {
  try {
    return siteIdentityFromEnv(env, { production });
  } catch (err) {
    if (err instanceof SiteIdentityError) throw new ConfigError(err.message);
    throw err;
  }
}

/** Whether the site is served over https: its cookies are then `__Host-` and Secure. */
export const servesHttps = (config: Pick<Config, 'publicOrigin'>) =>
  config.publicOrigin.startsWith('https:');

/** Reads the environment once; a bad value stops start-up with one line naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`${issue.path.join('.')}: ${issue.message}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.SMTP_URL) {
    throw new ConfigError(
      'SMTP_URL: required when NODE_ENV=production (the dev mailbox is for development)',
    );
  }
  const identity = readIdentity(env, e.NODE_ENV === 'production');
  if (e.NODE_ENV === 'production' && !e.SELLER_STATE) {
    throw new ConfigError(
      'SELLER_STATE: required when NODE_ENV=production (it is printed on invoices)',
    );
  }
  if (e.NODE_ENV === 'production') refuseDevelopmentValues(e);
  const sellerState = e.SELLER_STATE ?? '29';
  if (e.SELLER_GSTIN && e.SELLER_GSTIN.slice(0, 2) !== sellerState) {
    throw new ConfigError(
      `SELLER_GSTIN: its first two digits (${e.SELLER_GSTIN.slice(0, 2)}) must be SELLER_STATE (${sellerState})`,
    );
  }
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    logLevel: e.LOG_LEVEL,
    database: parseDatabaseUrl(e.DATABASE_URL, e.DATA_DIR),
    dataDir: e.DATA_DIR,
    webRoot: e.WEB_ROOT,
    publicOrigin: new URL(e.PUBLIC_ORIGIN).origin,
    siteName: identity.siteName,
    identity,
    apiDocs: e.API_DOCS ? e.API_DOCS === 'on' : e.NODE_ENV !== 'production',
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM.address,
      fromName: e.MAIL_FROM.name,
      enquiryInbox: e.ENQUIRY_INBOX,
      retryBaseMs: 5_000,
      retryMaxMs: 30 * 60_000,
      pollMs: 2_000,
    },
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    upi: { payeeId: e.UPI_PAYEE_ID, payeeName: e.UPI_PAYEE_NAME ?? identity.siteName },
    redisUrl: e.REDIS_URL,
    webConcurrency: e.WEB_CONCURRENCY,
    mailWorker: e.MAIL_WORKER === 'on',
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    orderExpiryHours: e.ORDER_EXPIRY_HOURS,
    seller: {
      legalName: identity.legalName ?? `${identity.siteName} (set SELLER_LEGAL_NAME)`,
      address: identity.address ?? 'Address not set (SELLER_ADDRESS)',
      state: sellerState,
      gstin: e.SELLER_GSTIN,
      invoicePrefix: (
        e.INVOICE_PREFIX ??
        (identity.siteName.replace(/[^A-Za-z0-9]/g, '').slice(0, 3) || 'INV')
      ).toUpperCase(),
    },
  };
}

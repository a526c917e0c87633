import path from 'node:path';
import { z } from 'zod';
import { gstinProblem } from '../domain/gst/gstin.ts';
import { gstState } from '../domain/gst/states.ts';
import {
  SITE_IDENTITY_VARIABLES,
  siteIdentityFromEnv,
  siteIdentityProblems,
} from '../domain/site-identity-env.ts';
import type { SiteIdentity } from '../domain/site-identity.ts';
import {
  parseEd25519PrivateJwk,
  type Ed25519PrivateJwk,
} from './certificates/credential-key-format.ts';
import { dataDirProblem } from './data-dir.ts';
import { parseTrustProxy, type TrustProxy } from './trust-proxy.ts';
import { brandDirProblem } from './web/brand-mark.ts';

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
  /** The folder of the logo and icon the pages must carry; unset: the default mark. */
  brandDir: string | undefined;
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
  /**
   * Fastify's `trustProxy`: whose X-Forwarded-For to believe when reading the client's IP. Behind
   * a reverse proxy every request comes from the proxy, so per-IP limits would lump all visitors
   * together unless the proxy's word is believed.
   */
  trustProxy: TrustProxy;
  /** An order left unpaid this long expires; a reminder goes 24 hours after it is placed. */
  orderExpiryHours: number;
  /**
   * The Ed25519 private key (a JWK) that signs certificates' verifiable credentials. Unset outside
   * production: one is made once and kept in the database (server_secrets).
   */
  credentialSigningKey: Ed25519PrivateJwk | undefined;
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

/** 'hello@example.in', or 'Acme Learning <hello@example.in>' with a display name. */
function parseMailbox(text: string): { name: string | undefined; address: string } | undefined {
  const match = /^\s*(?:"?([^"<>]*?)"?\s*<([^<>]+)>|([^<>]+?))\s*$/.exec(text);
  const address = (match?.[2] ?? match?.[3])?.trim();
  if (!address || !MAILBOX_ADDRESS.test(address)) return undefined;
  return { name: match?.[1]?.trim() || undefined, address };
}

/** The development UPI ID: payments to it reach nobody. */
const PLACEHOLDER_UPI_PAYEE_ID = 'mentora.dev@fakeupi';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
/** A whole number in [min, max] from its decimal spelling; `message` names the rule. */
const wholeNumber = (min: number, max: number, message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, { error: message })
    .transform(Number)
    .refine((n) => n >= min && n <= max, { error: message });
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(emptyAsUndefined, schema.optional());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: wholeNumber(0, 65535, 'must be a port number from 0 to 65535').default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: optional(z.string()),
  DATA_DIR: z.string().min(1).default('./data'),
  WEB_ROOT: z.string().min(1).default('./dist/web/client'),
  BRAND_DIR: optional(
    z.string().superRefine((dir, ctx) => {
      const problem = brandDirProblem(dir);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  ),
  // Unset: http://localhost:$PORT outside production, where the site is opened locally.
  PUBLIC_ORIGIN: optional(
    z.url({ protocol: /^https?$/, error: 'must be the address people open: https://host' }),
  ),
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
          message: 'must be an address, or a name and an address: Acme Learning <hello@example.in>',
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
  WEB_CONCURRENCY: wholeNumber(1, 64, 'must be a number of processes from 1 to 64').default(1),
  MAIL_WORKER: z.enum(['on', 'off']).default('on'),
  ORDER_EXPIRY_HOURS: wholeNumber(
    25,
    24 * 30,
    'must be hours from 25 to 720 (the reminder goes after 24 hours)',
  ).default(72),
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
  CREDENTIAL_SIGNING_KEY: optional(
    z.string().transform((text, ctx) => {
      const parsed = parseEd25519PrivateJwk(text);
      if (typeof parsed === 'string') {
        ctx.addIssue({ code: 'custom', message: parsed });
        return z.NEVER;
      }
      return parsed;
    }),
  ),
  TRUST_PROXY: optional(
    z.string().transform((text, ctx) => {
      const parsed = parseTrustProxy(text);
      if ('problem' in parsed) {
        ctx.addIssue({ code: 'custom', message: parsed.problem });
        return z.NEVER;
      }
      return parsed.trust;
    }),
  ),
});

/** Every variable the server reads: README's table and .env.example list exactly these. */
export const CONFIG_VARIABLES: readonly string[] = [
  ...Object.keys(envSchema.shape),
  ...SITE_IDENTITY_VARIABLES,
];

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
 * reaches nobody, mail from or to an address no mail server accepts, and cookies and links
 * without https. One line each; a value that did not parse was named already.
 */
function developmentValues(e: Partial<Env>): string[] {
  const problems: string[] = [];
  if (e.UPI_PAYEE_ID === PLACEHOLDER_UPI_PAYEE_ID) {
    problems.push(
      `UPI_PAYEE_ID: ${PLACEHOLDER_UPI_PAYEE_ID} is the development placeholder; set the real UPI ID when NODE_ENV=production`,
    );
  }
  if (e.MAIL_FROM && isLoopbackHost(domainOf(e.MAIL_FROM.address))) {
    problems.push(
      `MAIL_FROM: ${e.MAIL_FROM.address} is a local address; set an address of the site's own domain when NODE_ENV=production`,
    );
  }
  if (e.ENQUIRY_INBOX && isLoopbackHost(domainOf(e.ENQUIRY_INBOX))) {
    problems.push(
      `ENQUIRY_INBOX: ${e.ENQUIRY_INBOX} is a local address; set the team's real inbox when NODE_ENV=production (orders and enquiries are mailed there)`,
    );
  }
  if (e.PUBLIC_ORIGIN === undefined) {
    problems.push(
      'PUBLIC_ORIGIN: required when NODE_ENV=production: the https:// address people open',
    );
  } else {
    const origin = new URL(e.PUBLIC_ORIGIN);
    const localHttp =
      origin.protocol === 'http:' && ['localhost', '127.0.0.1'].includes(origin.hostname);
    if (origin.protocol !== 'https:' && !(localHttp && e.ALLOW_INSECURE_ORIGIN === '1')) {
      problems.push(
        'PUBLIC_ORIGIN: must be https:// when NODE_ENV=production (http://localhost or http://127.0.0.1 only with ALLOW_INSECURE_ORIGIN=1)',
      );
    }
  }
  return problems;
}

const domainOf = (address: string) => address.slice(address.lastIndexOf('@') + 1).toLowerCase();

/** Whether the site is served over https: its cookies are then `__Host-` and Secure. */
export const servesHttps = (config: Pick<Config, 'publicOrigin'>) =>
  config.publicOrigin.startsWith('https:');

type Env = z.output<typeof envSchema>;

/** Each variable parsed on its own, so that one bad value does not hide the others. */
function parseEachVariable(env: NodeJS.ProcessEnv): { e: Partial<Env>; problems: string[] } {
  const e: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const [name, schema] of Object.entries(envSchema.shape)) {
    const parsed = (schema as z.ZodType).safeParse(env[name]);
    if (parsed.success) e[name] = parsed.data;
    else problems.push(`${name}: ${parsed.error.issues[0]!.message}`);
  }
  return { e: e as Partial<Env>, problems };
}

export interface LoadOptions {
  /**
   * Also check on disk that DATA_DIR can be written: for the server's start, so that a folder it
   * cannot use is named with the other mistakes, not at the first upload.
   */
  checkDataDir?: boolean;
}

/**
 * Reads the environment once. Bad values stop start-up with a ConfigError naming every one,
 * a line each, so that one start shows all there is to fix.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  { checkDataDir = false }: LoadOptions = {},
): Config {
  const { e, problems } = parseEachVariable(env);
  const dataDir = checkDataDir && e.DATA_DIR ? dataDirProblem(e.DATA_DIR) : undefined;
  if (dataDir) problems.push(`DATA_DIR: ${dataDir}`);
  const production = e.NODE_ENV === 'production';
  if (production && !e.SMTP_URL && !problems.some((p) => p.startsWith('SMTP_URL:'))) {
    problems.push(
      'SMTP_URL: required when NODE_ENV=production (the dev mailbox is for development)',
    );
  }
  problems.push(...siteIdentityProblems(env, { production }));
  if (production && !e.SELLER_STATE && !problems.some((p) => p.startsWith('SELLER_STATE:'))) {
    problems.push('SELLER_STATE: required when NODE_ENV=production (it is printed on invoices)');
  }
  if (production) problems.push(...developmentValues(e));
  if (
    production &&
    !e.CREDENTIAL_SIGNING_KEY &&
    !problems.some((p) => p.startsWith('CREDENTIAL_SIGNING_KEY:'))
  ) {
    problems.push(
      'CREDENTIAL_SIGNING_KEY: required when NODE_ENV=production (it signs the certificates anyone can verify; make one with npm run credential-key)',
    );
  }
  const sellerState = e.SELLER_STATE ?? '29';
  if (e.SELLER_GSTIN && e.SELLER_GSTIN.slice(0, 2) !== sellerState) {
    problems.push(
      `SELLER_GSTIN: its first two digits (${e.SELLER_GSTIN.slice(0, 2)}) must be SELLER_STATE (${sellerState})`,
    );
  }
  let database: DatabaseTarget | undefined;
  try {
    database = parseDatabaseUrl(e.DATABASE_URL, e.DATA_DIR ?? './data');
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    problems.push(err.message);
  }
  if (problems.length > 0) throw new ConfigError(problems.join('\n'));
  return configFrom(e as Env, siteIdentityFromEnv(env, { production }), database!, sellerState);
}

function configFrom(
  e: Env,
  identity: SiteIdentity,
  database: DatabaseTarget,
  sellerState: string,
): Config {
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    logLevel: e.LOG_LEVEL,
    database,
    dataDir: e.DATA_DIR,
    webRoot: e.WEB_ROOT,
    brandDir: e.BRAND_DIR,
    publicOrigin: new URL(e.PUBLIC_ORIGIN ?? `http://localhost:${e.PORT}`).origin,
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
    trustProxy: e.TRUST_PROXY ?? false,
    orderExpiryHours: e.ORDER_EXPIRY_HOURS,
    credentialSigningKey: e.CREDENTIAL_SIGNING_KEY,
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

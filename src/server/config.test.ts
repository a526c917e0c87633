import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('runs locally with nothing set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      host: '127.0.0.1',
      port: 3000,
      database: { engine: 'sqlite', filename: 'data/app.db' },
      publicOrigin: 'http://localhost:3000',
      siteName: 'Mentora',
      mail: { smtpUrl: undefined, from: 'no-reply@localhost', enquiryInbox: 'enquiries@localhost' },
    });
  });

  it('keeps the default SQLite file in DATA_DIR', () => {
    expect(loadConfig({ DATA_DIR: '/var/lib/mentora' }).database).toEqual({
      engine: 'sqlite',
      filename: '/var/lib/mentora/app.db',
    });
  });

  it('reads each database spelling', () => {
    expect(loadConfig({ DATABASE_URL: 'sqlite::memory:' }).database).toEqual({
      engine: 'sqlite',
      filename: ':memory:',
    });
    expect(loadConfig({ DATABASE_URL: 'sqlite:/var/lib/app.db' }).database).toEqual({
      engine: 'sqlite',
      filename: '/var/lib/app.db',
    });
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db:5432/site' }).database).toEqual({
      engine: 'postgres',
      url: 'postgres://u@db:5432/site',
    });
  });

  it.each([
    [{ DATABASE_URL: 'mysql://x' }, /^DATABASE_URL must be/],
    [{ PORT: 'eighty' }, /^PORT: /],
    [{ SMTP_URL: 'http://mail' }, /^SMTP_URL: must look like smtp:\/\/host:port/],
    [{ SMTP_URL: 'smtp://' }, /^SMTP_URL: must name the relay: smtp:\/\/host:port/],
    [{ ADMIN_EMAIL: 'admin' }, /^ADMIN_EMAIL: /],
    [{ NODE_ENV: 'production' }, /^SMTP_URL: required when NODE_ENV=production/],
    [
      { NODE_ENV: 'production', SMTP_URL: 'smtp://mail:587' },
      /^SELLER_LEGAL_NAME: required when NODE_ENV=production/,
    ],
    [{ SELLER_STATE: '25' }, /^SELLER_STATE: must be a GST state code/],
    [
      { SELLER_STATE: '27', SELLER_GSTIN: '27AAPFU0939F1ZW' },
      /^SELLER_GSTIN: is not a valid GSTIN/,
    ],
    [
      { SELLER_STATE: '29', SELLER_GSTIN: '27AAPFU0939F1ZV' },
      /^SELLER_GSTIN: its first two digits \(27\) must be SELLER_STATE \(29\)/,
    ],
    [{ INVOICE_PREFIX: 'MENTORA' }, /^INVOICE_PREFIX: must be 1 to 3 letters or digits/],
  ])('stops with one line naming a bad value: %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  /** Everything production asks for, set to values a live site would have. */
  const production = {
    NODE_ENV: 'production',
    SMTP_URL: 'smtp://mail.example.in:587',
    MAIL_FROM: 'no-reply@learn.example.in',
    UPI_PAYEE_ID: 'mentora@okicici',
    PUBLIC_ORIGIN: 'https://learn.example.in',
    SELLER_LEGAL_NAME: 'Mentora Learning Private Limited',
    SELLER_ADDRESS: '12 Museum Road, Bengaluru 560025',
    SELLER_STATE: '29',
    SUPPORT_EMAIL: 'help@learn.example.in',
    ENQUIRY_INBOX: 'team@learn.example.in',
    CREDENTIAL_SIGNING_KEY:
      '{"kty":"OKP","crv":"Ed25519","d":"0XFXE-I56-HNagJ1xCYVUn_vvodyXvD8n8vYNJ_aPV4","x":"1Hk1AXof9gysslw0-p6r5vC7p6OltsX1TyrcfsyHpmc"}',
  };

  it.each([
    [
      { UPI_PAYEE_ID: undefined },
      /^UPI_PAYEE_ID: mentora\.dev@fakeupi is the development placeholder/,
    ],
    [{ UPI_PAYEE_ID: 'mentora.dev@fakeupi' }, /^UPI_PAYEE_ID: /],
    [{ MAIL_FROM: undefined }, /^MAIL_FROM: no-reply@localhost is a local address/],
    [{ MAIL_FROM: 'no-reply@mail.localhost' }, /^MAIL_FROM: no-reply@mail\.localhost is a local/],
    [{ MAIL_FROM: 'no-reply@LOCALHOST' }, /^MAIL_FROM: /],
    [{ MAIL_FROM: 'no-reply@127.0.0.1' }, /^MAIL_FROM: /],
    [{ PUBLIC_ORIGIN: undefined }, /^PUBLIC_ORIGIN: required when NODE_ENV=production/],
    [{ ENQUIRY_INBOX: undefined }, /^ENQUIRY_INBOX: enquiries@localhost is a local address/],
    [{ ENQUIRY_INBOX: 'team@mail.localhost' }, /^ENQUIRY_INBOX: /],
    [{ PUBLIC_ORIGIN: 'http://learn.example.in' }, /^PUBLIC_ORIGIN: must be https:\/\//],
    [{ PUBLIC_ORIGIN: 'http://127.0.0.1:4173' }, /^PUBLIC_ORIGIN: /],
    [{ PUBLIC_ORIGIN: 'http://learn.example.in', ALLOW_INSECURE_ORIGIN: '1' }, /^PUBLIC_ORIGIN: /],
    [
      { PUBLIC_ORIGIN: 'http://localhost.example.in', ALLOW_INSECURE_ORIGIN: '1' },
      /^PUBLIC_ORIGIN: /,
    ],
    [{ PUBLIC_ORIGIN: 'http://localhost:4173', ALLOW_INSECURE_ORIGIN: '0' }, /^PUBLIC_ORIGIN: /],
    [{ ALLOW_INSECURE_ORIGIN: 'yes' }, /^ALLOW_INSECURE_ORIGIN: must be 1 or 0/],
    [{ API_DOCS: 'true' }, /^API_DOCS: must be on or off/],
  ])('refuses to start production with a development value, naming it: %j', (change, message) => {
    const env = { ...production, ...change };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
    expect(() => loadConfig(env)).not.toThrow(/\n/);
  });

  it('names every bad setting of a start at once, a line each', () => {
    const attempt = () =>
      loadConfig({ NODE_ENV: 'production', PORT: 'abc', TRUST_PROXY: 'all of them!' });
    expect(attempt).toThrow(ConfigError);
    let lines: string[] = [];
    try {
      attempt();
    } catch (err) {
      lines = (err as Error).message.split('\n');
    }
    expect(lines.map((line) => line.slice(0, line.indexOf(':')))).toEqual([
      'PORT',
      'TRUST_PROXY',
      'SMTP_URL',
      'SELLER_LEGAL_NAME',
      'SELLER_ADDRESS',
      'SUPPORT_EMAIL',
      'SELLER_STATE',
      'UPI_PAYEE_ID',
      'MAIL_FROM',
      'ENQUIRY_INBOX',
      'PUBLIC_ORIGIN',
      'CREDENTIAL_SIGNING_KEY',
    ]);
    expect(lines[0]).toBe('PORT: must be a port number from 0 to 65535');
  });

  it('opens a local run at http://localhost with its own PORT', () => {
    expect(loadConfig({ PORT: '4100' }).publicOrigin).toBe('http://localhost:4100');
    expect(loadConfig({}).publicOrigin).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '4100', PUBLIC_ORIGIN: 'http://127.0.0.1:5000' }).publicOrigin).toBe(
      'http://127.0.0.1:5000',
    );
  });

  it.each([
    ['true', true],
    ['YES', true],
    ['on', true],
    ['no', false],
    ['False', false],
    ['0', false],
  ])('reads TRUST_PROXY=%s the usual way', (raw, trust) => {
    expect(loadConfig({ TRUST_PROXY: raw }).trustProxy).toBe(trust);
  });

  it('starts production with real values, or on loopback http when told it is a local run', () => {
    expect(loadConfig(production)).toMatchObject({
      env: 'production',
      publicOrigin: 'https://learn.example.in',
      upi: { payeeId: 'mentora@okicici' },
      mail: { from: 'no-reply@learn.example.in' },
    });
    for (const origin of ['http://127.0.0.1:4173', 'http://localhost:4173', 'http://localhost']) {
      const local = { ...production, PUBLIC_ORIGIN: origin, ALLOW_INSECURE_ORIGIN: '1' };
      expect(loadConfig(local).publicOrigin).toBe(origin);
    }
    // The development defaults still do for a local run.
    expect(loadConfig({ NODE_ENV: 'development' }).upi.payeeId).toBe('mentora.dev@fakeupi');
  });

  it('serves the API docs outside production, and in production only with API_DOCS=on', () => {
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: 'off' }).apiDocs).toBe(false);
    expect(loadConfig(production).apiDocs).toBe(false);
    expect(loadConfig({ ...production, API_DOCS: 'off' }).apiDocs).toBe(false);
    expect(loadConfig({ ...production, API_DOCS: 'on' }).apiDocs).toBe(true);
  });

  it('reads the seller, and makes the invoice prefix from the site name by default', () => {
    const config = loadConfig({
      SITE_NAME: 'Mentora',
      SELLER_LEGAL_NAME: 'Mentora Learning Private Limited',
      SELLER_ADDRESS: '12 Museum Road, Bengaluru 560025',
      SELLER_STATE: '27',
      SELLER_GSTIN: '27aapfu0939f1zv',
    });
    expect(config.seller).toEqual({
      legalName: 'Mentora Learning Private Limited',
      address: '12 Museum Road, Bengaluru 560025',
      state: '27',
      gstin: '27AAPFU0939F1ZV',
      invoicePrefix: 'MEN',
    });
    expect(loadConfig({ INVOICE_PREFIX: 'ab1' }).seller.invoicePrefix).toBe('AB1');
  });

  it('keeps only the origin of PUBLIC_ORIGIN and lower-cases the admin email', () => {
    const config = loadConfig({
      PUBLIC_ORIGIN: 'https://learn.example.in/',
      ADMIN_EMAIL: 'Admin@Example.in',
    });
    expect(config.publicOrigin).toBe('https://learn.example.in');
    expect(config.adminEmail).toBe('admin@example.in');
  });

  it.each([
    [undefined, false],
    ['loopback', ['loopback']],
    ['Loopback', ['loopback']],
    ['10.0.0.0/8, 192.168.1.5', ['10.0.0.0/8', '192.168.1.5']],
    ['loopback,linklocal,uniquelocal', ['loopback', 'linklocal', 'uniquelocal']],
    ['::1, fd00::/8', ['::1', 'fd00::/8']],
    ['10.0.0.0/255.0.0.0', ['10.0.0.0/255.0.0.0']],
  ])('reads TRUST_PROXY=%s as whose forwarded address to believe', (raw, expected) => {
    const { trustProxy } = loadConfig(raw === undefined ? {} : { TRUST_PROXY: raw });
    expect(trustProxy).toEqual(expected);
    // What the site passes to Fastify, Fastify takes: it would otherwise throw at start-up.
    expect(() => Fastify({ trustProxy: trustProxy as boolean })).not.toThrow();
  });

  it.each([
    ['loopbak', 'loopbak'],
    ['loopback, 10.0.0.1/99', '10.0.0.1/99'],
    ['300.1.2.3', '300.1.2.3'],
    ['10.0.0.0/0', '10.0.0.0/0'],
    ['loopback 10.0.0.5', 'loopback 10.0.0.5'],
    [',', ','],
  ])('names the part of TRUST_PROXY=%j that is no address', (raw, part) => {
    expect(() => loadConfig({ TRUST_PROXY: raw })).toThrow(
      new ConfigError(
        `TRUST_PROXY: ${part} is not an address (10.0.0.5), a range (10.0.0.0/8) or one of loopback, linklocal or uniquelocal; several are separated by commas`,
      ),
    );
  });

  it('names a mistyped TRUST_PROXY beside the other mistakes of the start', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'loopbak', PORT: 'abc' })).toThrow(
      new ConfigError(
        [
          'PORT: must be a port number from 0 to 65535',
          'TRUST_PROXY: loopbak is not an address (10.0.0.5), a range (10.0.0.0/8) or one of loopback, linklocal or uniquelocal; several are separated by commas',
        ].join('\n'),
      ),
    );
  });

  it.each(['1', '2'])('refuses the hop count TRUST_PROXY=%s, which Fastify ignores', (raw) => {
    expect(() => loadConfig({ TRUST_PROXY: raw })).toThrow(
      `TRUST_PROXY: a hop count (${raw}) is not honoured (Fastify believes no proxy by count alone); name the proxy instead: loopback on this machine, or its address or range`,
    );
  });
});

describe('mail addresses', () => {
  it('takes a sender with a display name, and local addresses while developing', () => {
    const config = loadConfig({
      MAIL_FROM: '"Mentora Learning" <hello@learn.example.in>',
      ENQUIRY_INBOX: 'team@localhost',
    });
    expect(config.mail).toMatchObject({
      from: 'hello@learn.example.in',
      fromName: 'Mentora Learning',
      enquiryInbox: 'team@localhost',
    });
    expect(loadConfig({ MAIL_FROM: 'no-reply@localhost' }).mail.fromName).toBeUndefined();
  });

  it.each(['Mentora', 'Mentora <not an address>', 'hello@@example.in'])(
    'refuses MAIL_FROM=%j',
    (from) => {
      expect(() => loadConfig({ MAIL_FROM: from })).toThrow(/^MAIL_FROM: must be an address/);
    },
  );
});

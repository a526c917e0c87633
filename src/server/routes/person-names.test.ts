import { expect, it } from 'vitest';
import { sampleContactEnquiry as contact } from '../../domain/enquiries.fixtures.ts';
import { accountWithRole, codeIn, signUpAndLogIn, TEST_PASSWORD } from '../test/accounts.ts';
import { describeEachEngine, useAppWithSmtp } from '../test/harness.ts';
import { checkoutBody } from '../test/orders.ts';

const RESERVED = 'That name is reserved for the site. Choose another.';
const ONE_LINE = 'Write your name on one line, without tabs or control characters.';
const INVISIBLE =
  'Your name has an invisible character (such as a zero-width space). Type it again.';
const NOT_TEXT =
  'Your name has a character that is not text (such as half of an emoji). Type it again.';
const REVIEW_INCOMPLETE = 'Please fill all fields and select a valid rating (1-5).';

/** Names that could pass for the site, or for someone else, once shown beside a review. */
const refused: Array<[string, string]> = [
  ['Admin', RESERVED],
  ['  ADMINISTRATOR ', RESERVED],
  ['Staff', RESERVED],
  ['support', RESERVED],
  ['Root', RESERVED],
  ['owner', RESERVED],
  ['Moderator', RESERVED],
  ['Mentora', RESERVED],
  ['Ｍｅｎｔｏｒａ', RESERVED],
  ['Ad-min', RESERVED],
  ['\u0410dmin', RESERVED], // Cyrillic capital A
  ['\u0405upp\u043Ert', RESERVED], // Cyrillic S and o
  ['Mentora Team', RESERVED],
  ['Mentora Official Support', RESERVED],
  ['M\u0435ntora Help', RESERVED], // Cyrillic e
  ['Mentora2', RESERVED],
  ['MentoraSupport1', RESERVED],
  ['Admin7', RESERVED],
  ['support 2', RESERVED],
  ['Asha\uD800', NOT_TEXT], // half of an emoji
  ['Asha\uFFFE', NOT_TEXT], // a noncharacter
  ['Asha\nRao', ONE_LINE],
  ['Asha\tRao', ONE_LINE],
  ['Asha\u0007Rao', ONE_LINE],
  ['Asha\u2028Rao', ONE_LINE],
  ['Asha\u200BRao', INVISIBLE],
  ['Asha Rao\u200D', INVISIBLE],
  ['As\u2060ha', INVISIBLE],
  ['As\uFEFFha', INVISIBLE],
  ['\u202EoaR ahsA', INVISIBLE],
  ['Asha Rao\u202Eevil', INVISIBLE], // prints 'Asha Rao live'
  ['\u3164', INVISIBLE], // a Hangul filler: a name that shows as nothing
  ['asha＠example.com', 'Enter a valid name.'],
];

describeEachEngine('the names people show others', (engine) => {
  const ctx = useAppWithSmtp(engine);
  let visitor = 0;
  const post = (url: string, payload: object, session?: string) =>
    ctx.t.app.inject({
      method: 'POST',
      url,
      payload,
      cookies: session ? { session } : {},
      // A visitor of its own each time: this is about names, not the per-address limits.
      remoteAddress: `10.8.${Math.floor(visitor / 250)}.${visitor++ % 250}`,
    });
  const users = () => ctx.t.app.database.db.selectFrom('users').select('username').execute();

  it.each(refused)('refuses %j as a username at sign-up, saying why', async (username, error) => {
    const response = await post('/api/signup/', {
      username,
      email: 'asha@example.com',
      phone: '9876543210',
      password: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error, field: 'username' });
    expect(await users()).toHaveLength(0);
  });

  it('keeps the honest messages, and stores a name as the letters it shows', async () => {
    const base = { email: 'asha@example.com', phone: '9876543210', password: TEST_PASSWORD };
    expect((await post('/api/signup/', { ...base, username: ' ' })).json().error).toBe(
      'Enter a valid name.',
    );
    expect((await post('/api/signup/', { ...base, username: 'x'.repeat(101) })).json().error).toBe(
      'Name must be at most 100 characters.',
    );
    const created = await post('/api/signup/', { ...base, username: ' Ａｓｈａ Ｒａｏ ' });
    expect(created.statusCode).toBe(201);
    expect(await users()).toEqual([{ username: 'Asha Rao' }]);
  });

  it('takes a name with a number that is not a reserved one', async () => {
    const base = { email: 'asha@example.com', phone: '9876543210', password: TEST_PASSWORD };
    const created = await post('/api/signup/', { ...base, username: 'Asha Rao 2' });
    expect(created.statusCode).toBe(201);
    expect(await users()).toEqual([{ username: 'Asha Rao 2' }]);
  });

  /** The names the security review got printed on a certificate and into the team's inbox. */
  const printedNames: Array<[string, string]> = [
    ['Asha Rao\u202Eevil', INVISIBLE],
    ['Asha Rao\nMentora Official', ONE_LINE],
    ['Priya\r\nMentora Support', ONE_LINE],
    ['Mentora Support', RESERVED],
    ['MentoraSupport1', RESERVED],
  ];

  it.each(printedNames)(
    'refuses %j as the name on an order or an enquiry, and stores nothing',
    async (name, error) => {
      const asha = await signUpAndLogIn(ctx.t.app, 'asha@example.com', 'Asha Rao');
      const program = { ...contact, program: 'Python' };
      const freelancing = {
        ...program,
        program: 'UI/UX Design',
        officeMotive: 'A team',
        preference: 'Remote',
      };
      for (const [url, form] of [
        ['/api/checkout-email/', checkoutBody(asha)],
        ['/api/payment-confirmation-email/', checkoutBody(asha)],
        ['/api/contact-enquiry-email/', contact],
        ['/api/program-dev-enquiry-email/', program],
        ['/api/freelancing-program-dev-enquiry-email/', freelancing],
      ] as const) {
        const response = await post(url, { ...form, name }, asha.session);
        expect([url, response.statusCode, response.json()]).toEqual([
          url,
          400,
          { error, field: 'name' },
        ]);
      }
      const staff = await accountWithRole(ctx.t.app, 'staff');
      const manual = await ctx.t.app.inject({
        method: 'POST',
        url: '/api/staff/orders/manual/',
        payload: {
          name,
          email: 'asha@example.com',
          phone: '9876543210',
          address: '12 MG Road, Bengaluru 560001',
          state: '29',
          lines: [{ program: 'Python', plan: 'Pro Plan', cohort_id: null }],
          payment_method: 'upi',
          reference: '123456789012',
          received_on: new Date().toISOString().slice(0, 10),
        },
        cookies: { session: staff.session },
        headers: { origin: ctx.t.app.config.publicOrigin },
      });
      expect([manual.statusCode, manual.json()]).toEqual([400, { error, field: 'name' }]);

      const db = ctx.t.app.database.db;
      for (const table of [
        'orders',
        'contact_enquiries',
        'program_enquiries',
        'freelancing_enquiries',
      ] as const) {
        expect(await db.selectFrom(table).selectAll().execute()).toEqual([]);
      }
    },
  );

  it('refuses a reserved name as a new username, and keeps the old one', async () => {
    const asha = await signUpAndLogIn(ctx.t.app, 'asha@example.com', 'Asha Rao');
    const before = ctx.smtp.messages.length;
    await post('/api/send-verification-code/', { email: asha.email }, asha.session);
    await ctx.t.app.mailWorker.drain();
    const [mail] = (await ctx.smtp.waitFor(before + 1)).slice(before);
    const response = await post(
      '/api/update-profile/',
      { field: 'username', value: 'Support', verification_code: codeIn(mail!.text) },
      asha.session,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(RESERVED);
    expect(await users()).toEqual([{ username: 'Asha Rao' }]);
  });

  const reviews = () =>
    ctx.t.app.database.db.selectFrom('program_reviews').select('user_name').execute();

  it.each([...refused, ['', REVIEW_INCOMPLETE], ['   ', REVIEW_INCOMPLETE]])(
    "refuses %j as a visitor's name under a review",
    async (user_name, error) => {
      const response = await post('/api/program-reviews/', {
        program: 'python',
        user_name,
        comment: 'Good',
        rating: 5,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(error);
      expect(await reviews()).toHaveLength(0);
    },
  );

  it("shows a signed-in account's username on its review, not another account's name it sends", async () => {
    await signUpAndLogIn(ctx.t.app, 'asha@example.com', 'Asha Rao');
    const ravi = await signUpAndLogIn(ctx.t.app, 'ravi@example.com', 'Ravi Kumar');
    const response = await post(
      '/api/program-reviews/',
      { program: 'python', user_name: 'Asha Rao', comment: 'Loved it', rating: 5 },
      ravi.session,
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().user_name).toBe('Ravi Kumar');
    expect(await reviews()).toEqual([{ user_name: 'Ravi Kumar' }]);
  });
});

describeEachEngine('names that pass for the configured site', (engine) => {
  const ctx = useAppWithSmtp(engine, { siteName: 'Learnwell' });

  it.each(['Learnwell', 'L\u0435arnwell Support', 'Priya at Learnwell'])(
    'refuses %j at sign-up when SITE_NAME is Learnwell',
    async (username) => {
      const response = await ctx.t.app.inject({
        method: 'POST',
        url: '/api/signup/',
        payload: {
          username,
          email: 'asha@example.com',
          phone: '9876543210',
          password: TEST_PASSWORD,
        },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: RESERVED, field: 'username' });
    },
  );
});

import { expect, it } from 'vitest';
import { accountWithRole, callAs, signUpAndLogIn } from '../../test/accounts.ts';
import { describeEachEngine, useAppWithSmtp } from '../../test/harness.ts';
import { placeOrder } from '../../test/orders.ts';

// The console's search reads an index (PostgreSQL's trigram index, SQLite's FTS5 trigram
// table): these are what staff see of it, including that the index follows every change.
describeEachEngine('staff search', (engine) => {
  const ctx = useAppWithSmtp(engine);

  const setUp = async () => {
    const { app } = ctx.t;
    const owner = callAs(app, await accountWithRole(app, 'owner', 'neha@mentora.test', 'Neha'));
    const asha = await signUpAndLogIn(app, 'asha.rao@example.com', 'Asha Rao');
    const ravi = await signUpAndLogIn(app, 'ravi@example.com', 'Ravi "RK" Kumar');
    const ashaOrder = await placeOrder(app, asha, {
      reported: true,
      overrides: { phone: '9812345678' },
    });
    const raviOrder = await placeOrder(app, ravi, { overrides: { name: 'Ravi "RK" Kumar' } });
    return { owner, ashaOrder, raviOrder };
  };
  const found = async (owner: ReturnType<typeof callAs>, path: string, q: string) => {
    const answer = await owner.get(`${path}?q=${encodeURIComponent(q)}`);
    expect(answer.statusCode, q).toBe(200);
    return answer.json() as { count: number; results: Array<Record<string, unknown>> };
  };
  const numbers = async (owner: ReturnType<typeof callAs>, q: string) =>
    (await found(owner, '/api/staff/orders/', q)).results.map((o) => o.number);

  it('finds an order by any part of its number, name, email, phone or UTR, in any case', async () => {
    const { owner, ashaOrder, raviOrder } = await setUp();
    for (const q of [ashaOrder.slice(3, 10).toLowerCase(), 'SHA R', 'rao@EXAM', '1234567']) {
      expect(await numbers(owner, q), q).toEqual([ashaOrder]);
    }
    // Quotes and wildcards are text like any other.
    expect(await numbers(owner, '"RK"')).toEqual([raviOrder]);
    expect(await numbers(owner, '"rk" kumar')).toEqual([raviOrder]);
    expect(await numbers(owner, '100%')).toEqual([]);
    expect(await numbers(owner, 'a_a')).toEqual([]);
    // Too short for a trigram: the start of a word of the name ('Ravi', 'Rao'), an email or a
    // phone, never the middle of one.
    expect(await numbers(owner, 'Ra')).toEqual([raviOrder, ashaOrder]);
    expect((await found(owner, '/api/staff/orders/', 'Ra')).count).toBe(2);
    expect(await numbers(owner, 'as')).toEqual([ashaOrder]);
    expect(await numbers(owner, 'ao')).toEqual([]);
    expect(await numbers(owner, '12')).toEqual([]);

    // A UTR given when the payment is confirmed is found at once.
    const detail = (await owner.get(`/api/staff/orders/${ashaOrder}/`)).json();
    const paid = await owner.post(`/api/staff/orders/${ashaOrder}/transitions/`, {
      to: 'paid',
      version: detail.version,
      utr: '412345678901',
    });
    expect(paid.statusCode).toBe(200);
    expect(await numbers(owner, '45678901')).toEqual([ashaOrder]);
  });

  it('finds a learner by part of their name, email or phone, and follows a change of name', async () => {
    const { owner } = await setUp();
    const names = async (q: string) =>
      (await found(owner, '/api/staff/learners/', q)).results.map((l) => l.username);
    expect(await names('asha.r')).toEqual(['Asha Rao']);
    expect(await names('"RK')).toEqual(['Ravi "RK" Kumar']);

    await ctx.t.app.database.db
      .updateTable('users')
      .set({ username: 'Asha Menon', username_key: 'asha menon' })
      .where('email', '=', 'asha.rao@example.com')
      .execute();
    expect(await names('menon')).toEqual(['Asha Menon']);
    expect(await names('sha Rao')).toEqual([]);
    expect(await names('Me')).toEqual(['Asha Menon']);
    expect(await names('en')).toEqual([]);
  });

  it('finds one or two characters at the start of a word of a name, an email or a phone only', async () => {
    const { app } = ctx.t;
    const owner = callAs(app, await accountWithRole(app, 'owner', 'neha@mentora.test', 'Neha'));
    const sent = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    const person = (name: string, email: string, phone: string, minutes: number) => ({
      name,
      email,
      phone,
      company: '',
      created_at: sent(minutes),
    });
    const { db } = app.database;
    await db
      .insertInto('contact_enquiries')
      .values([
        {
          ...person('Dev Anand', 'anand@example.com', '9000000001', 1),
          subject: 'Fees',
          message: '',
        },
        {
          ...person('Ira Desai', 'ira@example.com', '9000000002', 2),
          subject: 'Fees',
          message: '',
        },
        // 'de' inside a word, an address and a message: found only by three characters.
        {
          ...person('Aadesh Kumar', 'aadesh@example.com', '9000000003', 3),
          subject: 'Fees',
          message: 'Please send the details.',
        },
      ])
      .execute();
    await db
      .insertInto('program_enquiries')
      .values([
        { ...person('K.Devi', 'k.devi@example.com', '7000098000', 4), program: 'Python' },
        { ...person('Sam Lee', 'devsam@example.com', '9812345678', 5), program: 'Python' },
      ])
      .execute();
    await db
      .insertInto('freelancing_enquiries')
      .values({
        ...person('Neha Mehta-Dey', 'neha@example.com', '9000000004', 6),
        office_motive: 'Side projects',
        preference: 'Remote',
        program: 'Python',
      })
      .execute();
    const names = async (q: string) => {
      const answer = await found(owner, '/api/staff/enquiries/', q);
      expect(answer.count, q).toBe(answer.results.length);
      return answer.results.map((e) => e.name);
    };
    // A word starts the name or follows a space, a full stop or a hyphen.
    const startingDe = ['Dev Anand', 'Ira Desai', 'K.Devi', 'Sam Lee', 'Neha Mehta-Dey'];
    expect(await names('de')).toEqual(startingDe);
    expect(await names('DE')).toEqual(startingDe);
    expect(await names('d')).toEqual(startingDe);
    expect(await names('K.')).toEqual(['K.Devi']);
    expect(await names('ade')).toEqual(['Aadesh Kumar']);
    expect(await names('details')).toEqual(['Aadesh Kumar']);
    expect(await names('98')).toEqual(['Sam Lee']);
    expect(await names('zq')).toEqual([]);
    // Page by page, the same rows in the same order, and the same count on every page.
    const paged: string[] = [];
    for (const page of [1, 2, 3]) {
      const answer = (
        await owner.get(`/api/staff/enquiries/?q=de&page_size=2&page=${page}`)
      ).json();
      expect(answer.count).toBe(startingDe.length);
      paged.push(...answer.results.map((e: { name: string }) => e.name));
    }
    expect(paged).toEqual(startingDe);
  });
});

import { expect, it } from 'vitest';
import { accountWithRole, callAs, signUpAndLogIn } from '../../test/accounts.ts';
import { describeEachEngine, useAppWithSmtp } from '../../test/harness.ts';
import { offerRequest } from '../../test/offers.ts';
import { checkoutBody, placeOrder } from '../../test/orders.ts';

const PYTHON_PRO = { program: 'Python', plan: 'Pro Plan' };

describeEachEngine('offers in the console', (engine) => {
  const ctx = useAppWithSmtp(engine);

  const as = async (role: 'owner' | 'staff' | 'accountant' | 'mentor') =>
    callAs(ctx.t.app, await accountWithRole(ctx.t.app, role));
  const quote = (code: string) =>
    callAs(ctx.t.app, undefined).post('/api/cart/quote/', {
      cart: [PYTHON_PRO],
      referral_code: code,
    });
  const offerCount = async () =>
    Number(
      (
        await ctx.t.app.database.db
          .selectFrom('offers')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('has the 17 referral codes the site started with, live, at 10% off, with their referrers', async () => {
    const accountant = await as('accountant');
    const page = (await accountant.get('/api/staff/offers/?q=mav25&page_size=100')).json();
    expect(page.count).toBe(17);
    const codes = page.results.map((o: { code: string }) => o.code).sort();
    expect(codes).toEqual('ABCDEFGHIJKLMNOPQ'.split('').map((letter) => `MAV25${letter}`));
    const found = (await accountant.get('/api/staff/offers/?q=aarav')).json();
    expect(found.results).toEqual([
      expect.objectContaining({
        code: 'MAV25A',
        kind: 'percent',
        percent: 10,
        label: '10% off',
        referrer_name: 'Aarav Sharma',
        status: 'live',
        starts_at: null,
        ends_at: null,
        max_uses: null,
        applies_to: { programs: [], plans: [] },
        uses: 0,
      }),
    ]);
    const asha = await signUpAndLogIn(ctx.t.app, 'asha@example.com', 'Asha Rao');
    await placeOrder(ctx.t.app, asha, {
      overrides: { referral_code: 'MAV25A', discount_paise: 100000, total_paise: 899900 },
    });
    expect((await accountant.get('/api/staff/offers/?q=aarav')).json().results[0].uses).toBe(1);
  });

  it('lets staff draft codes and change drafts, and only the owner make one live or change it then', async () => {
    const [staff, owner] = [await as('staff'), await as('owner')];
    const drafted = await staff.post('/api/staff/offers/', offerRequest({ code: ' spring-25 ' }));
    expect(drafted.statusCode).toBe(201);
    const offer = drafted.json();
    expect(offer).toMatchObject({
      code: 'SPRING-25',
      status: 'draft',
      created_by: { name: 'Staff Person' },
      uses: 0,
    });

    const changed = await staff.patch(
      `/api/staff/offers/${offer.id}/`,
      offerRequest({ code: 'SPRING25', percent: 20, referrer_name: 'Neha Kulkarni' }),
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ code: 'SPRING25', percent: 20, label: '20% off' });

    const notStaff = await staff.post(`/api/staff/offers/${offer.id}/status/`, { status: 'live' });
    expect(notStaff.statusCode).toBe(403);
    expect(notStaff.json().error).toBe('Only the owner can do this.');
    expect((await quote('SPRING25')).json().error).toBe('Invalid referral code.');

    const live = await owner.post(`/api/staff/offers/${offer.id}/status/`, { status: 'live' });
    expect(live.json().status).toBe('live');
    expect((await quote('SPRING25')).json().offer).toEqual({
      code: 'SPRING25',
      label: '20% off',
      referrer_first_name: 'Neha',
    });

    const staffEdit = await staff.patch(
      `/api/staff/offers/${offer.id}/`,
      offerRequest({ code: 'SPRING25', percent: 50 }),
    );
    expect(staffEdit.statusCode).toBe(403);
    const renamed = await owner.patch(
      `/api/staff/offers/${offer.id}/`,
      offerRequest({ code: 'SUMMER25', percent: 20 }),
    );
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().field).toBe('code');
    const limited = await owner.patch(
      `/api/staff/offers/${offer.id}/`,
      offerRequest({ code: 'SPRING25', percent: 20, max_uses: 100 }),
    );
    expect(limited.json()).toMatchObject({ max_uses: 100, status: 'live', percent: 20 });
  });

  it('refuses the accountant and a mentor every change, and a mentor the list too', async () => {
    const [accountant, mentor, staff] = [
      await as('accountant'),
      await as('mentor'),
      await as('staff'),
    ];
    const draft = (await staff.post('/api/staff/offers/', offerRequest())).json();
    const before = await offerCount();
    for (const caller of [accountant, mentor]) {
      const answers = [
        await caller.post('/api/staff/offers/', offerRequest({ code: 'MINE' })),
        await caller.patch(`/api/staff/offers/${draft.id}/`, offerRequest({ percent: 90 })),
        await caller.post(`/api/staff/offers/${draft.id}/status/`, { status: 'live' }),
      ];
      expect(answers.map((a) => a.statusCode)).toEqual([403, 403, 403]);
    }
    expect(await offerCount()).toBe(before);
    expect((await accountant.get(`/api/staff/offers/${draft.id}/`)).json()).toMatchObject({
      percent: 10,
      status: 'draft',
    });
    expect((await accountant.get('/api/staff/offers/')).statusCode).toBe(200);
    expect((await mentor.get('/api/staff/offers/')).statusCode).toBe(403);
  });

  it('turns a code off at once, for quotes and orders alike, and on again', async () => {
    const owner = await as('owner');
    const asha = await signUpAndLogIn(ctx.t.app, 'asha@example.com', 'Asha Rao');
    const mav25b = (await owner.get('/api/staff/offers/?q=MAV25B')).json().results[0];
    expect((await quote('MAV25B')).statusCode).toBe(200);

    const off = await owner.post(`/api/staff/offers/${mav25b.id}/status/`, { status: 'disabled' });
    expect(off.json().status).toBe('disabled');
    expect((await quote('MAV25B')).json()).toEqual({
      error: 'Invalid referral code.',
      field: 'referral_code',
    });
    const order = checkoutBody(asha, {
      referral_code: 'MAV25B',
      discount_paise: 100000,
      total_paise: 899900,
    });
    const refused = await callAs(ctx.t.app, asha).post('/api/checkout-email/', order);
    expect(refused.statusCode).toBe(400);

    await owner.post(`/api/staff/offers/${mav25b.id}/status/`, { status: 'live' });
    expect((await quote('MAV25B')).statusCode).toBe(200);
    expect((await callAs(ctx.t.app, asha).post('/api/checkout-email/', order)).statusCode).toBe(
      201,
    );
  });

  it('audits each change with what it was and what it became', async () => {
    const [staff, owner] = [await as('staff'), await as('owner')];
    const offer = (
      await staff.post(
        '/api/staff/offers/',
        offerRequest({ code: 'AUDIT5', kind: 'amount', percent: null, amount_paise: 50000 }),
      )
    ).json();
    await staff.patch(
      `/api/staff/offers/${offer.id}/`,
      offerRequest({
        code: 'AUDIT5',
        kind: 'amount',
        percent: null,
        amount_paise: 75000,
        max_uses_per_learner: 1,
        applies_to: { programs: ['python'], plans: [] },
      }),
    );
    // Saving the form unchanged records nothing.
    await staff.patch(
      `/api/staff/offers/${offer.id}/`,
      offerRequest({
        code: 'AUDIT5',
        kind: 'amount',
        percent: null,
        amount_paise: 75000,
        max_uses_per_learner: 1,
        applies_to: { programs: ['python'], plans: [] },
      }),
    );
    await owner.post(`/api/staff/offers/${offer.id}/status/`, { status: 'live' });
    await owner.post(`/api/staff/offers/${offer.id}/status/`, { status: 'disabled' });

    const log = (
      await owner.get(`/api/staff/audit/?record_type=offer&record_id=${offer.id}`)
    ).json();
    const rows = [...log.results].reverse();
    expect(rows.map((r: { action: string }) => r.action)).toEqual([
      'offer.create',
      'offer.update',
      'offer.live',
      'offer.disable',
    ]);
    expect(rows[0].actor.name).toBe('Staff Person');
    expect(rows[0].changes).toEqual(
      expect.arrayContaining([
        { field: 'code', before: null, after: 'AUDIT5' },
        { field: 'amount_paise', before: null, after: 50000 },
        { field: 'status', before: null, after: 'draft' },
      ]),
    );
    expect(rows[1].changes).toEqual([
      { field: 'amount_paise', before: 50000, after: 75000 },
      { field: 'max_uses_per_learner', before: null, after: 1 },
      {
        field: 'applies_to',
        before: { programs: [], plans: [] },
        after: { programs: ['python'], plans: [] },
      },
    ]);
    expect(rows[2]).toMatchObject({
      actor: { name: 'Owner Person' },
      changes: [{ field: 'status', before: 'draft', after: 'live' }],
    });
    expect(rows[3].changes).toEqual([{ field: 'status', before: 'live', after: 'disabled' }]);
  });

  it('checks the form as the console shows it, and keeps codes unique', async () => {
    const staff = await as('staff');
    const refusals: Array<[object, string, string]> = [
      [{ code: 'a!' }, 'code', 'A code is 3 to 20 letters, digits or hyphens.'],
      [{ percent: 95 }, 'percent', 'Enter the percent off: a whole number from 1 to 90.'],
      [{ percent: null }, 'percent', 'Enter the percent off: a whole number from 1 to 90.'],
      [
        { kind: 'amount', percent: null, amount_paise: null },
        'amount_paise',
        'Enter the amount off in rupees, like 500 or 249.50.',
      ],
      [{ starts_time: '10:00' }, 'starts_on', 'Enter the start date too.'],
      [
        { starts_on: '2026-12-10', ends_on: '2026-12-09' },
        'ends_on',
        'The end must be after the start.',
      ],
      [
        { applies_to: { programs: ['astrology'], plans: [] } },
        'applies_to.programs',
        'Choose programs from the catalogue.',
      ],
      [{ max_uses: 0 }, 'max_uses', 'Enter how many orders in all may use it, or leave it blank.'],
    ];
    for (const [fields, field, error] of refusals) {
      const answer = await staff.post('/api/staff/offers/', offerRequest(fields));
      expect(answer.statusCode, JSON.stringify(fields)).toBe(400);
      expect(answer.json(), JSON.stringify(fields)).toEqual({ error, field });
    }
    const taken = await staff.post('/api/staff/offers/', offerRequest({ code: 'mav25a' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      error: 'Another offer already has the code MAV25A.',
      field: 'code',
    });
    expect(await offerCount()).toBe(17);
  });
});

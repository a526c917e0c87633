import { afterEach, expect, it, vi } from 'vitest';
import { sampleContactEnquiry } from '../../../domain/enquiries.fixtures.ts';
import { exportEnquiries } from '../../repositories/staff/enquiries.ts';
import { accountWithRole, callAs } from '../../test/accounts.ts';
import { describeEachEngine, useAppWithSmtp } from '../../test/harness.ts';

const INBOX = 'team@mentora.test';

describeEachEngine('staff enquiries', (engine) => {
  const ctx = useAppWithSmtp(engine, { mail: { enquiryInbox: INBOX } });
  afterEach(() => vi.useRealTimers());

  const send = (url: string, payload: object, ip: string) =>
    ctx.t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
  /** One enquiry of each form, oldest first: contact, program, freelancing. */
  const seed = async () => {
    await send(
      '/api/contact-enquiry-email/',
      { ...sampleContactEnquiry, name: '+Kiran Das' },
      '10.0.0.1',
    );
    await send(
      '/api/program-dev-enquiry-email/',
      {
        name: 'Asha Rao',
        email: 'asha@example.com',
        phone: '9876543210',
        company: 'IIT',
        program: 'Python',
      },
      '10.0.0.2',
    );
    await send(
      '/api/freelancing-program-dev-enquiry-email/',
      {
        name: 'Ravi Kumar',
        email: 'ravi@example.com',
        phone: '9123456780',
        company: 'Studio R',
        officeMotive: 'Landing pages for 100% of our clients',
        preference: 'Remote',
        program: 'UI/UX Design',
      },
      '10.0.0.3',
    );
    // Sent within the same millisecond they could tie; a minute apart they read as people send them.
    for (const [table, minutes] of [
      ['contact_enquiries', 3],
      ['program_enquiries', 2],
      ['freelancing_enquiries', 1],
    ] as const) {
      await ctx.t.app.database.db
        .updateTable(table)
        .set({ created_at: new Date(Date.now() - minutes * 60_000).toISOString() })
        .execute();
    }
    return callAs(
      ctx.t.app,
      await accountWithRole(ctx.t.app, 'staff', 'neha@mentora.test', 'Neha Staff'),
    );
  };

  it('lists the three kinds in one list, newest first, with filters, search and pages', async () => {
    const staff = await seed();
    const all = (await staff.get('/api/staff/enquiries/')).json();
    expect(all.count).toBe(3);
    expect(all.results.map((e: { kind: string }) => e.kind)).toEqual([
      'freelancing',
      'program',
      'contact',
    ]);
    expect(all.results[1]).toMatchObject({
      reference: expect.stringMatching(/^ENQ-P-\d+$/),
      name: 'Asha Rao',
      program: 'Python',
      topic: 'Python',
      status: 'new',
      assignee: null,
    });
    const ids = async (query: string) =>
      (await staff.get(`/api/staff/enquiries/?${query}`))
        .json()
        .results.map((e: { kind: string }) => e.kind);
    expect(await ids('kind=contact')).toEqual(['contact']);
    expect(await ids('program=Python')).toEqual(['program']);
    expect(await ids('q=RAVI')).toEqual(['freelancing']);
    expect(await ids('q=100%25')).toEqual(['freelancing']);
    // The sample contact enquiry is Asha's too.
    expect(await ids('q=9876543210')).toEqual(['program', 'contact']);
    // One character finds only starts (of a name's words, an email, a phone): none here.
    expect(await ids('q=%25')).toEqual([]);
    expect(await ids('status=closed')).toEqual([]);
    expect(await ids('from=2020-01-01&to=2020-12-31')).toEqual([]);
    const paged = (await staff.get('/api/staff/enquiries/?page_size=2&page=2')).json();
    expect(paged).toMatchObject({ count: 3, page: 2, page_size: 2 });
    expect(paged.results.map((e: { kind: string }) => e.kind)).toEqual(['contact']);
    for (const bad of ['kind=sms', 'status=open', 'page=-1', 'to=2026-02-30x']) {
      const response = await staff.get(`/api/staff/enquiries/?${bad}`);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().error).toEqual(expect.any(String));
    }
  });

  it('assigns, changes status, keeps notes and mails a reply to the enquirer', async () => {
    const staff = await seed();
    const [, program] = (await staff.get('/api/staff/enquiries/')).json().results;
    const url = `/api/staff/enquiries/program/${program.id}/`;
    const me = (await staff.get('/api/profile/')).json();

    const updated = await staff.patch(url, { status: 'in_progress', assignee_id: me.id });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      status: 'in_progress',
      assignee: { id: me.id, name: 'Neha Staff' },
    });
    const learner = await accountWithRole(ctx.t.app, 'learner');
    const learnerId = (await callAs(ctx.t.app, learner).get('/api/profile/')).json().id;
    expect((await staff.patch(url, { assignee_id: learnerId })).statusCode).toBe(400);
    expect((await staff.patch(url, {})).statusCode).toBe(400);
    expect((await staff.patch(url, { status: 'done' })).statusCode).toBe(400);

    expect(
      (await staff.post(`${url}notes/`, { body: 'Called her, wants the weekend batch.' }))
        .statusCode,
    ).toBe(200);
    expect((await staff.post(`${url}notes/`, { body: '   ' })).statusCode).toBe(400);
    const replied = await staff.post(`${url}replies/`, {
      body: 'Hello Asha, the weekend batch starts on 5 December.',
    });
    expect(replied.statusCode).toBe(200);
    expect(
      replied
        .json()
        .timeline.map((e: { type: string; author: { name: string } }) => [e.type, e.author.name]),
    ).toEqual([
      ['status', 'Neha Staff'],
      ['assignee', 'Neha Staff'],
      ['note', 'Neha Staff'],
      ['reply', 'Neha Staff'],
    ]);

    await ctx.t.app.mailWorker.drain();
    const reply = ctx.smtp.to('asha@example.com').find((m) => m.subject.startsWith('Re:'));
    expect(reply!.subject).toBe(`Re: your enquiry ${program.reference} | Mentora`);
    expect(reply!.replyTo).toContain(INBOX);
    expect(reply!.text).toContain('the weekend batch starts on 5 December');
    expect(reply!.text).not.toContain('Called her');

    const audit = (
      await staff.get(`/api/staff/audit/?record_type=enquiry&record_id=program/${program.id}`)
    ).json();
    expect(audit.results.map((a: { action: string }) => a.action)).toEqual([
      'enquiry.reply',
      'enquiry.note',
      'enquiry.update',
    ]);
    expect((await staff.get('/api/staff/enquiries/contact/999999/')).statusCode).toBe(404);
    expect((await staff.get('/api/staff/enquiries/sms/1/')).statusCode).toBe(400);
  });

  it('exports the filtered list as CSV with a BOM and no formulas', async () => {
    const staff = await seed();
    const csv = await staff.get('/api/staff/enquiries/export.csv?kind=contact');
    expect(csv.statusCode).toBe(200);
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, row, end] = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(
      'Reference,Received (IST),Kind,Name,Email,Phone,Program,Topic,Message,Status,Assignee',
    );
    expect(row).toContain(",'+Kiran Das,");
    expect(end).toBe('');
  });

  const programEnquiry = (email: string, ip: string) =>
    send(
      '/api/program-dev-enquiry-email/',
      { name: 'Meera Pillai', email, phone: '098765-43211', company: '', program: 'Java' },
      ip,
    );

  it('names an enquiry by one reference in both mails, the list, the detail and the search', async () => {
    const staff = await seed();
    const [, program] = (await staff.get('/api/staff/enquiries/')).json().results;
    expect(program.reference).toBe(`ENQ-P-${program.id}`);
    const detail = (await staff.get(`/api/staff/enquiries/program/${program.id}/`)).json();
    expect(detail.reference).toBe(program.reference);

    await ctx.t.app.mailWorker.drain();
    // The sample contact enquiry is Asha's too: hers about Python is the program enquiry.
    const ack = ctx.smtp.to('asha@example.com').find((m) => m.text.includes('about Python'));
    expect(ack!.text).toContain(`Your reference is ${program.reference}.`);
    const inbox = ctx.smtp.to(INBOX).find((m) => m.subject.startsWith('Program enquiry'));
    expect(inbox!.subject).toBe(`Program enquiry ${program.reference}: Python | Mentora`);
    expect(inbox!.text).toContain(`Reference: ${program.reference}`);

    const found = async (q: string) =>
      (await staff.get(`/api/staff/enquiries/?q=${encodeURIComponent(q)}`))
        .json()
        .results.map((e: { reference: string }) => e.reference);
    for (const typed of [
      program.reference,
      program.reference.toLowerCase(),
      program.reference.replaceAll('-', ''),
      ` enq p ${program.id} `,
    ]) {
      expect(await found(typed), typed).toEqual([program.reference]);
    }
    expect(await found(`ENQ-C-${program.id + 1000}`)).toEqual([]);
  });

  it('moves a new enquiry to In progress when it is answered, and leaves a closed one closed', async () => {
    const staff = await seed();
    const [freelancing, program] = (await staff.get('/api/staff/enquiries/')).json().results;
    const replied = await staff.post(`/api/staff/enquiries/program/${program.id}/replies/`, {
      body: 'The next Python batch starts on 5 December.',
    });
    expect(replied.json()).toMatchObject({ status: 'in_progress', overdue: false });
    expect(replied.json().timeline.map((e: { body: string }) => e.body)).toEqual([
      'The next Python batch starts on 5 December.',
      'Status: New → In progress',
    ]);
    const audit = (
      await staff.get(`/api/staff/audit/?record_type=enquiry&record_id=program/${program.id}`)
    ).json();
    expect(audit.results[0].changes).toContainEqual({
      field: 'status',
      before: 'new',
      after: 'in_progress',
    });

    const url = `/api/staff/enquiries/freelancing/${freelancing.id}/`;
    await staff.patch(url, { status: 'closed' });
    const again = await staff.post(`${url}replies/`, { body: 'One more thing.' });
    expect(again.json().status).toBe('closed');
  });

  it('previews exactly the mail a reply sends, greeting and sign-off once each', async () => {
    const staff = await seed();
    const [, program] = (await staff.get('/api/staff/enquiries/')).json().results;
    const url = `/api/staff/enquiries/program/${program.id}/replies/`;
    const body = 'The weekend batch starts on 5 December.\nFees can be paid in two parts.';
    const preview = await staff.post(`${url}preview/`, { body: `  ${body}  ` });
    expect(preview.statusCode).toBe(200);
    expect((await staff.post(`${url}preview/`, { body: ' ' })).statusCode).toBe(400);
    // Nothing was sent or kept by the preview.
    expect((await staff.get(`/api/staff/enquiries/program/${program.id}/`)).json()).toMatchObject({
      status: 'new',
      timeline: [],
    });

    expect((await staff.post(url, { body })).statusCode).toBe(200);
    await ctx.t.app.mailWorker.drain();
    const sent = ctx.smtp.to('asha@example.com').find((m) => m.subject.startsWith('Re:'))!;
    const shown = preview.json();
    expect(shown).toEqual({
      to: 'asha@example.com',
      subject: sent.subject,
      text: expect.any(String),
    });
    expect(sent.text.trim()).toBe(shown.text.trim());
    expect(shown.text.match(/Hello Asha Rao,/g)).toHaveLength(1);
    expect(shown.text.match(/Neha Staff/g)).toHaveLength(1);
    expect(shown.text).toContain(`Regards,\nNeha Staff`);
  });

  it('promises a reply by the end of the next working day (IST) and marks it overdue after', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Saturday 28 November, 15:00 IST: Sunday is no working day, so the reply is due Monday.
    vi.setSystemTime(new Date('2026-11-28T09:30:00.000Z'));
    await programEnquiry('meera@example.com', '10.0.1.1');
    const staff = callAs(
      ctx.t.app,
      await accountWithRole(ctx.t.app, 'staff', 'neha@mentora.test', 'Neha Staff'),
    );
    await ctx.t.app.mailWorker.drain();
    const [ack] = ctx.smtp.to('meera@example.com');
    expect(ack!.text).toContain('by the end of Monday, 30 November');

    const list = async (query = '') =>
      (await staff.get(`/api/staff/enquiries/?${query}`)).json().results as Array<{
        reference: string;
        reply_by: string;
        overdue: boolean;
      }>;
    const [meera] = await list();
    // The end of Monday 30 November in India is 18:30 UTC.
    expect(meera).toMatchObject({ reply_by: '2026-11-30T18:30:00.000Z', overdue: false });

    vi.setSystemTime(new Date('2026-11-30T18:29:59.000Z'));
    expect((await list())[0]!.overdue).toBe(false);
    expect(await list('due=overdue')).toEqual([]);

    vi.setSystemTime(new Date('2026-11-30T18:30:00.000Z'));
    expect((await list())[0]!.overdue).toBe(true);
    expect((await list('due=overdue')).map((e) => e.reference)).toEqual([meera!.reference]);
    const detail = `/api/staff/enquiries/program/${meera!.reference.split('-')[2]}/`;
    expect((await staff.get(detail)).json().overdue).toBe(true);

    // Answered, it no longer waits, however late.
    await staff.post(`${detail}replies/`, { body: 'Sorry for the wait: the Java batch is full.' });
    expect((await list())[0]!.overdue).toBe(false);
    expect(await list('due=overdue')).toEqual([]);
    expect((await staff.get('/api/staff/enquiries/?due=late')).statusCode).toBe(400);
  });

  it('keeps saved replies: create, rename, delete, each in the audit log', async () => {
    const staff = await seed();
    const base = '/api/staff/saved-replies/';
    const created = await staff.post(base, {
      name: ' Batch dates ',
      body: 'The next batches start on the 5th and the 19th.',
    });
    expect(created.statusCode).toBe(201);
    const saved = created.json();
    expect(saved).toMatchObject({ name: 'Batch dates' });
    await staff.post(base, { name: 'Fees', body: 'Fees can be paid in two parts.' });
    expect((await staff.get(base)).json().results.map((r: { name: string }) => r.name)).toEqual([
      'Batch dates',
      'Fees',
    ]);

    const taken = await staff.post(base, { name: 'batch DATES', body: 'Another text.' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      error: "A saved reply is already named 'batch DATES'.",
      field: 'name',
    });
    expect((await staff.post(base, { name: '', body: 'x' })).json()).toMatchObject({
      error: 'Name the saved reply.',
    });
    expect((await staff.post(base, { name: 'Empty', body: '  ' })).statusCode).toBe(400);

    const url = `${base}${saved.id}/`;
    const renamed = await staff.patch(url, { name: 'Batch start dates', body: saved.body });
    expect(renamed.json()).toMatchObject({ id: saved.id, name: 'Batch start dates' });
    expect((await staff.patch(url, { name: 'Fees', body: saved.body })).statusCode).toBe(409);
    expect((await staff.patch(`${base}999999/`, { name: 'X', body: 'Y' })).statusCode).toBe(404);

    expect((await staff.delete(url)).json()).toEqual({ ok: true });
    expect((await staff.delete(url)).statusCode).toBe(404);
    expect((await staff.get(base)).json().results.map((r: { name: string }) => r.name)).toEqual([
      'Fees',
    ]);

    const audit = (
      await staff.get(`/api/staff/audit/?record_type=saved_reply&record_id=${saved.id}`)
    ).json();
    expect(
      audit.results.map((a: { action: string; actor: { name: string } }) => [
        a.action,
        a.actor.name,
      ]),
    ).toEqual([
      ['saved_reply.delete', 'Neha Staff'],
      ['saved_reply.update', 'Neha Staff'],
      ['saved_reply.create', 'Neha Staff'],
    ]);
    expect(audit.results[1].changes).toEqual([
      { field: 'name', before: 'Batch dates', after: 'Batch start dates' },
    ]);
  });

  it('assigns and closes selected enquiries in one go, or changes none when one is wrong', async () => {
    const staff = await seed();
    const me = (await staff.get('/api/profile/')).json();
    const all = (await staff.get('/api/staff/enquiries/')).json().results as Array<{
      kind: string;
      id: number;
    }>;
    const refs = all.map(({ kind, id }) => ({ kind, id }));
    const bulk = (payload: object) => staff.post('/api/staff/enquiries/bulk/', payload);
    const states = async () =>
      (await staff.get('/api/staff/enquiries/'))
        .json()
        .results.map((e: { status: string; assignee: { name: string } | null }) => [
          e.status,
          e.assignee?.name ?? null,
        ]);

    const wrong = await bulk({
      action: 'close',
      enquiries: [...refs, { kind: 'contact', id: 999999 }],
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      error: 'There is no enquiry ENQ-C-999999: nothing was changed.',
      field: 'enquiries',
    });
    const learner = await accountWithRole(ctx.t.app, 'learner');
    const learnerId = (await callAs(ctx.t.app, learner).get('/api/profile/')).json().id;
    expect(
      (await bulk({ action: 'assign', enquiries: refs, assignee_id: learnerId })).json(),
    ).toMatchObject({ field: 'assignee_id' });
    expect((await bulk({ action: 'close', enquiries: [] })).statusCode).toBe(400);
    expect((await bulk({ action: 'delete', enquiries: refs })).statusCode).toBe(400);
    expect(await states()).toEqual([
      ['new', null],
      ['new', null],
      ['new', null],
    ]);

    const assigned = await bulk({ action: 'assign', enquiries: refs, assignee_id: me.id });
    expect(assigned.json()).toEqual({ changed: 3 });
    const closed = await bulk({ action: 'close', enquiries: [refs[0], refs[0], refs[1]] });
    expect(closed.json()).toEqual({ changed: 2 });
    expect(await states()).toEqual([
      ['closed', 'Neha Staff'],
      ['closed', 'Neha Staff'],
      ['new', 'Neha Staff'],
    ]);

    const audit = (await staff.get('/api/staff/audit/?record_type=enquiry')).json();
    expect(
      audit.results.map((a: { action: string; record_id: string }) => [a.action, a.record_id]),
    ).toEqual([
      ['enquiry.close', `${refs[1]!.kind}/${refs[1]!.id}`],
      ['enquiry.close', `${refs[0]!.kind}/${refs[0]!.id}`],
      ...[...refs].reverse().map((r) => ['enquiry.assign', `${r.kind}/${r.id}`]),
    ]);
  });

  interface Listed {
    kind: string;
    id: number;
    created_at: string;
  }
  const MOMENTS = [
    '2026-10-01T05:00:00.000Z',
    '2026-10-02T05:00:00.000Z',
    '2026-10-03T05:00:00.000Z',
  ];

  /**
   * Eighteen enquiries, two of each kind at each of three moments, written out of order; those
   * of the first moment closed. Returned as the list must show them: newest first, then by kind,
   * then the later one first.
   */
  const seedSameMoments = async () => {
    const { db } = ctx.t.app.database;
    const written: Listed[] = [];
    for (const n of [2, 1]) {
      for (const created_at of [MOMENTS[1]!, MOMENTS[2]!, MOMENTS[0]!]) {
        const person = {
          name: n === 1 ? 'Meera Iyer' : 'Dev Shah',
          email: `enquirer${written.length}@example.com`,
          phone: '9876500000',
          company: '',
          created_at,
          status: created_at === MOMENTS[0] ? ('closed' as const) : ('new' as const),
        };
        const program = n === 1 ? 'Python' : 'Java';
        const ids = {
          freelancing: await db
            .insertInto('freelancing_enquiries')
            .values({ ...person, office_motive: 'Extra work', preference: 'Remote', program })
            .returning('id')
            .executeTakeFirstOrThrow(),
          contact: await db
            .insertInto('contact_enquiries')
            .values({ ...person, subject: 'Batches', message: 'When does the next one start?' })
            .returning('id')
            .executeTakeFirstOrThrow(),
          program: await db
            .insertInto('program_enquiries')
            .values({ ...person, program, message: 'Fees?' })
            .returning('id')
            .executeTakeFirstOrThrow(),
        };
        for (const [kind, { id }] of Object.entries(ids)) written.push({ kind, id, created_at });
      }
    }
    const staff = callAs(
      ctx.t.app,
      await accountWithRole(ctx.t.app, 'staff', 'neha@mentora.test', 'Neha Staff'),
    );
    const inListOrder = written.sort(
      (a, b) =>
        b.created_at.localeCompare(a.created_at) ||
        (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : 0) ||
        b.id - a.id,
    );
    return { staff, inListOrder };
  };

  const key = (e: Listed) => `${e.kind}/${e.id}@${e.created_at}`;

  it('pages through enquiries of all kinds sent at the same moments, each once, in list order', async () => {
    const { staff, inListOrder } = await seedSameMoments();
    // Within a moment: contact, freelancing, program, the later of each first.
    expect(inListOrder.slice(0, 6).map((e) => e.kind)).toEqual([
      'contact',
      'contact',
      'freelancing',
      'freelancing',
      'program',
      'program',
    ]);
    const pages = async (query: string, pageSize: number) => {
      const seen: string[] = [];
      for (let page = 1; ; page++) {
        const answer = (
          await staff.get(`/api/staff/enquiries/?${query}&page_size=${pageSize}&page=${page}`)
        ).json();
        if (answer.results.length === 0) return { seen, count: answer.count as number };
        seen.push(...answer.results.map(key));
      }
    };
    const whole = (await staff.get('/api/staff/enquiries/?page_size=100')).json();
    expect(whole.results.map(key)).toEqual(inListOrder.map(key));
    // Pages of four and of five end inside a moment, some inside a kind.
    for (const size of [4, 5]) {
      expect(await pages('', size)).toEqual({ seen: inListOrder.map(key), count: 18 });
    }
    // A search gathers its matches another way: its pages keep the same order.
    const meera = whole.results
      .filter((e: { name: string }) => e.name === 'Meera Iyer')
      .map(key) as string[];
    expect(await pages(`q=${encodeURIComponent('eera iy')}`, 2)).toEqual({ seen: meera, count: 9 });
    // Too short for the text index: the rows are read instead, with the same pages.
    expect(await pages('q=Me', 4)).toEqual({ seen: meera, count: 9 });

    // The export crosses its pages the same way.
    const exported: string[] = [];
    for await (const page of exportEnquiries(ctx.t.app.database.db, {}, (e) => e, 4)) {
      exported.push(...page.map(key));
    }
    expect(exported).toEqual(inListOrder.map(key));
    const exportedMeera: string[] = [];
    for await (const page of exportEnquiries(ctx.t.app.database.db, { q: 'meera' }, (e) => e, 4)) {
      exportedMeera.push(...page.map(key));
    }
    expect(exportedMeera).toEqual(meera);
  });

  it('counts every enquiry each filter matches, whatever page is asked for', async () => {
    const { staff } = await seedSameMoments();
    const counted = async (query: string) => {
      const first = (await staff.get(`/api/staff/enquiries/?${query}&page_size=2`)).json();
      const beyond = (await staff.get(`/api/staff/enquiries/?${query}&page_size=2&page=50`)).json();
      expect(beyond, query).toMatchObject({ count: first.count, results: [] });
      return first.count as number;
    };
    expect(await counted('')).toBe(18);
    expect(await counted('kind=program')).toBe(6);
    expect(await counted('status=closed')).toBe(6);
    expect(await counted('status=new&kind=contact')).toBe(4);
    // Contact enquiries name no program.
    expect(await counted('program=Python')).toBe(6);
    expect(await counted('program=Python&kind=contact')).toBe(0);
    expect(await counted('from=2026-10-02&to=2026-10-03')).toBe(12);
    expect(await counted('from=2026-10-02&to=2026-10-02&program=Java')).toBe(2);
    expect(await counted('q=dev%20shah')).toBe(9);
    expect(await counted('q=dev%20shah&status=closed&kind=freelancing')).toBe(1);
    expect(await counted('q=Sh')).toBe(9);
    expect(await counted('q=quirer1')).toBe(6);
    expect(await counted('q=fees%3F')).toBe(6);
    const [newest] = (await staff.get('/api/staff/enquiries/')).json().results;
    expect(await counted(`q=${newest.reference}`)).toBe(1);
    expect(await counted(`q=${newest.reference}&status=closed`)).toBe(0);
  });

  it('finds an enquiry by any part of a name, email or message, quotes and wildcards as typed', async () => {
    const staff = await seed();
    await ctx.t.app.database.db
      .insertInto('program_enquiries')
      .values({
        name: 'Meera Pillai',
        email: 'meera_p@example.com',
        phone: '9000000001',
        company: '',
        program: 'Java',
        message: 'Is the "live" batch full?',
        created_at: new Date().toISOString(),
      })
      .execute();
    const names = async (q: string) => {
      const answer = (await staff.get(`/api/staff/enquiries/?q=${encodeURIComponent(q)}`)).json();
      expect(answer.count, q).toBe(answer.results.length);
      return answer.results.map((e: { name: string }) => e.name);
    };
    expect(await names('iran d')).toEqual(['+Kiran Das']);
    expect(await names('AVI@EXAMPLE.C')).toEqual(['Ravi Kumar']);
    expect(await names('run weekend')).toEqual(['+Kiran Das']);
    expect(await names('of our')).toEqual(['Ravi Kumar']);
    // Too short for a trigram: only the start of a word of a name, of an email or of a phone.
    expect(await names('Ki')).toEqual([]);
    expect(await names('+K')).toEqual(['+Kiran Das']);
    expect(await names('é')).toEqual([]);
    expect(await names('A')).toEqual(['Asha Rao', '+Kiran Das']);
    // Quotes and wildcards are text like any other.
    expect(await names('"live"')).toEqual(['Meera Pillai']);
    expect(await names('e "l')).toEqual(['Meera Pillai']);
    expect(await names('"')).toEqual([]);
    expect(await names('"live" batch full?')).toEqual(['Meera Pillai']);
    expect(await names('live batch')).toEqual([]);
    expect(await names('a_p')).toEqual(['Meera Pillai']);
    expect(await names('_')).toEqual([]);
    expect(await names('r_p')).toEqual([]);
    expect(await names('0% o')).toEqual(['Ravi Kumar']);
    expect(await names('%')).toEqual([]);
    expect(await names('%%')).toEqual([]);
  });
});

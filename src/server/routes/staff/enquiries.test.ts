import { expect, it } from 'vitest';
import { sampleContactEnquiry } from '../../../domain/enquiries.fixtures.ts';
import { accountWithRole, callAs } from '../../test/accounts.ts';
import { describeEachEngine, useAppWithSmtp } from '../../test/harness.ts';

const INBOX = 'team@mentora.test';

describeEachEngine('staff enquiries', (engine) => {
  const ctx = useAppWithSmtp(engine, { mail: { enquiryInbox: INBOX } });

  const send = (url: string, payload: object, ip: string) =>
    ctx.t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
  /** One enquiry of each form, oldest first: contact, program, freelancing. */
  const seed = async () => {
    await send(
      '/api/contact-enquiry-email/',
      { ...sampleContactEnquiry, name: '@Kiran Das' },
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
    expect(await ids('q=%25')).toEqual(['freelancing']);
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
    expect(header).toBe('Reference,Received,Kind,Name,Email,Phone,Program,Topic,Status,Assignee');
    expect(row).toContain(",'@Kiran Das,");
    expect(end).toBe('');
  });
});

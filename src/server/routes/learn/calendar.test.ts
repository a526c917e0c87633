import ICAL from 'ical.js';
import { expect, it } from 'vitest';
import { callAs, signUpAndLogIn } from '../../test/accounts.ts';
import {
  buyAndPay,
  insertCohort,
  insertSession,
  refundOrder,
} from '../../test/cohort-enrolment.ts';
import { describeEachEngine, useAppWithSmtp } from '../../test/harness.ts';

/** The events of an .ics file, as a calendar app reads them. */
function eventsOf(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      status: vevent.getFirstPropertyValue('status'),
      sequence: event.sequence,
      description: event.description,
      url: vevent.getFirstPropertyValue('url'),
    };
  });
}

describeEachEngine('calendars of sessions', (engine) => {
  const ctx = useAppWithSmtp(engine);

  it('gives a cohort’s learner each session as an .ics file in UTC, with the IST time in words', async () => {
    const app = ctx.t.app;
    const cohort = await insertCohort(app);
    const other = await insertCohort(app);
    const id = await insertSession(app, cohort, {
      startsAt: '2026-12-08T13:30:00Z',
      topic: 'Module 1: Python Basics',
    });
    const elsewhere = await insertSession(app, other, { startsAt: '2026-12-08T13:30:00Z' });
    const asha = await signUpAndLogIn(app, 'asha@example.com', 'Asha Rao');
    const me = callAs(app, asha);
    expect((await me.get(`/api/learn/sessions/${id}/calendar.ics`)).statusCode).toBe(404);
    await buyAndPay(app, asha, [cohort]);

    const file = await me.get(`/api/learn/sessions/${id}/calendar.ics`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="session-${id}.ics"`);
    expect(file.body).toContain('DTSTART:20261208T133000Z');
    const [event, ...more] = eventsOf(file.body);
    expect(more).toEqual([]);
    expect(event).toMatchObject({
      uid: `session-${id}@localhost`,
      summary: 'Python: Module 1: Python Basics',
      start: '2026-12-08T13:30:00.000Z',
      end: '2026-12-08T15:30:00.000Z',
      status: 'CONFIRMED',
      url: 'http://localhost:3000/learn/python',
    });
    expect(event!.description).toContain('7:00 pm IST, Tue 8 Dec 2026 (120 minutes).');
    expect(event!.description).toContain('http://localhost:3000/learn/python');
    expect(file.body).not.toContain('meet.example.com');

    for (const url of [
      `/api/learn/sessions/${elsewhere}/calendar.ics`,
      '/api/learn/sessions/999999/calendar.ics',
    ]) {
      expect((await me.get(url)).statusCode).toBe(404);
    }
    expect(
      (await callAs(app, undefined).get(`/api/learn/sessions/${id}/calendar.ics`)).statusCode,
    ).toBe(401);
  });

  it('serves a private feed by its token alone, which a new token revokes', async () => {
    const app = ctx.t.app;
    const cohort = await insertCohort(app);
    const first = await insertSession(app, cohort, { startsAt: '2026-12-08T13:30:00Z' });
    const cancelled = await insertSession(app, cohort, {
      startsAt: '2026-12-10T13:30:00Z',
      topic: 'Module 2: Data Structures and Functions',
      status: 'cancelled',
      changeReason: 'Mentor unwell',
    });
    const asha = await signUpAndLogIn(app, 'asha@example.com', 'Asha Rao');
    const me = callAs(app, asha);
    const number = await buyAndPay(app, asha, [cohort]);
    const visitor = callAs(app, undefined);

    const made = await me.post('/api/learn/calendar-feed/');
    expect(made.statusCode).toBe(200);
    const url: string = made.json().calendar_feed_url;
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await me.get('/api/learn/python/')).json().calendar_feed_url).toBe(url);
    const feedPath = new URL(url).pathname;

    const feed = await visitor.get(feedPath);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.headers['cache-control']).toBe('private, no-store');
    expect(eventsOf(feed.body)).toMatchObject([
      { uid: `session-${first}@localhost`, start: '2026-12-08T13:30:00.000Z', status: 'CONFIRMED' },
      {
        uid: `session-${cancelled}@localhost`,
        start: '2026-12-10T13:30:00.000Z',
        status: 'CANCELLED',
        summary: 'Cancelled: Python: Module 2: Data Structures and Functions',
      },
    ]);

    // A moved session keeps its UID, and its SEQUENCE grows.
    const [before] = eventsOf(feed.body);
    await app.database.db
      .updateTable('cohort_sessions')
      .set({
        starts_at: '2026-12-09T13:30:00.000Z',
        change_reason: 'Moved for the holiday',
        updated_at: new Date(Date.now() + 60_000).toISOString(),
      })
      .where('id', '=', first)
      .execute();
    const [moved] = eventsOf((await visitor.get(feedPath)).body);
    expect(moved).toMatchObject({ uid: before!.uid, start: '2026-12-09T13:30:00.000Z' });
    expect(moved!.sequence).toBeGreaterThan(before!.sequence);
    expect(moved!.description).toContain('Moved: Moved for the holiday');

    const renewed = (await me.post('/api/learn/calendar-feed/')).json().calendar_feed_url;
    expect(renewed).not.toBe(url);
    const revoked = await visitor.get(feedPath);
    expect(revoked.statusCode).toBe(404);
    expect(revoked.json().error).toContain('There is no such calendar.');
    expect((await visitor.get(new URL(renewed).pathname)).statusCode).toBe(200);
    for (const path of ['/api/calendar/nonsense.ics', `/api/calendar/${'A'.repeat(43)}.ics`]) {
      expect((await visitor.get(path)).statusCode).toBe(404);
    }

    // After a refund the feed stays, empty of that cohort's sessions.
    await refundOrder(app, number);
    expect(eventsOf((await visitor.get(new URL(renewed).pathname)).body)).toEqual([]);

    expect((await me.delete('/api/learn/calendar-feed/')).json()).toEqual({
      calendar_feed_url: null,
    });
    expect((await visitor.get(new URL(renewed).pathname)).statusCode).toBe(404);
    expect((await visitor.post('/api/learn/calendar-feed/')).statusCode).toBe(401);
  });
});

import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { callAs, signUpAndLogIn } from '../test/accounts.ts';
import { createTestApp, describeEachEngine, type TestApp } from '../test/harness.ts';

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

describeEachEngine('how long a session lasts', (engine) => {
  let t: TestApp;
  let start: number;
  beforeEach(async () => {
    t = await createTestApp(engine);
    // Only the date is controlled: the database drivers and Fastify keep their own timers.
    start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
  });
  afterEach(async () => {
    vi.useRealTimers();
    await t.close();
  });

  const onDay = (days: number, minutes = 0) =>
    vi.setSystemTime(start + days * DAY + minutes * MINUTE);
  const profileStatus = async (email: string, session: string) =>
    (await callAs(t.app, { email, username: '', session }).get('/api/profile/')).statusCode;

  it('ends 180 days after signing in, however often it is used', async () => {
    const { email, session } = await signUpAndLogIn(t.app, 'asha@example.com', 'Asha Rao');
    // Used every 29 days, so never idle for the 30 days that would end it sooner.
    for (let day = 29; day < 180; day += 29) {
      onDay(day);
      expect(await profileStatus(email, session)).toBe(200);
    }
    onDay(180, -1);
    expect(await profileStatus(email, session)).toBe(200);
    onDay(180, 1);
    expect(await profileStatus(email, session)).toBe(401);
  });

  it('ends after 30 days unused', async () => {
    const { email, session } = await signUpAndLogIn(t.app, 'ravi@example.com', 'Ravi Kumar');
    onDay(30, 1);
    expect(await profileStatus(email, session)).toBe(401);
  });

  it('stays alive when used within 30 days', async () => {
    const { email, session } = await signUpAndLogIn(t.app, 'meera@example.com', 'Meera Iyer');
    onDay(30, -1);
    expect(await profileStatus(email, session)).toBe(200);
  });
});

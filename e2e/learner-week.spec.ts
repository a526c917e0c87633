import fs from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { newAccount, signedIn } from './support/accounts.ts';
import { paidInCohort } from './support/cohorts.ts';
import { expect, test } from './support/fixtures.ts';
import { otherBrowser } from './support/people.ts';
import { expectNoSidewaysScroll } from './support/quality.ts';
import { ownerSignedIn } from './support/staff.ts';

const MEETING = 'https://meet.example.com/python-e2e';
const IST_MS = 330 * 60 * 1000;

/**
 * The owner opens a Python cohort today with one session starting in about ten minutes, and
 * gives it a meeting link, through the staff API.
 */
async function cohortStartingSoon(owner: APIRequestContext): Promise<number> {
  // The session's start in India: its date, weekday and 'HH:MM'.
  const start = new Date(Date.now() + IST_MS + 10 * 60 * 1000);
  const day = start.toISOString().slice(0, 10);
  const created = await owner.post('/api/cohorts/', {
    data: { program: 'python', starts_on: day, capacity: 30, language: 'English', mentor_ids: [] },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const generated = await owner.post(`/api/cohorts/${id}/sessions/generate/`, {
    data: {
      days: [start.getUTCDay()],
      time: start.toISOString().slice(11, 16),
      minutes: 60,
      count: 1,
    },
  });
  expect(generated.ok()).toBe(true);
  const detail = (await (await owner.get(`/api/cohorts/${id}/`)).json()) as {
    sessions: { id: number }[];
  };
  const linked = await owner.patch(`/api/cohorts/${id}/sessions/${detail.sessions[0]!.id}/`, {
    data: { meeting_url: MEETING },
  });
  expect(linked.ok()).toBe(true);
  return id;
}

test.describe("a learner's week", () => {
  test('joins the session about to start, marks a module done and takes the .ics', async ({
    page,
    browser,
    isMobile,
  }, testInfo) => {
    test.skip(!isMobile, 'the same screens; the phone is where a learner opens them');
    const ownerPage = await otherBrowser(browser, testInfo);
    await ownerSignedIn(ownerPage.context());
    const cohortId = await cohortStartingSoon(ownerPage.request);
    const account = await signedIn(page.request, newAccount('Kavya'));
    await paidInCohort(page.request, ownerPage.request, account, cohortId);

    await page.goto('/my-programs');
    const card = page.getByRole('listitem').filter({ hasText: 'Python' });
    await expect(card.getByText(/\d{1,2}:\d{2} [ap]m IST/)).toBeVisible();
    await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    await expectNoSidewaysScroll(page);
    await card.getByRole('link', { name: 'Go to your program: Python' }).click();

    await expect(page).toHaveURL(/\/learn\/python$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Python' })).toBeVisible();
    const next = page.getByRole('region', { name: 'Next session' });
    await expect(next.getByRole('link', { name: 'Join' })).toHaveAttribute('href', MEETING);

    const percent = page.getByTestId('progress-percent');
    await expect(percent).toHaveText('0%');
    await page.getByRole('button', { name: 'Mark as done: module 1' }).click();
    await expect(page.getByRole('button', { name: 'Done: module 1' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(percent).not.toHaveText('0%');
    await expectNoSidewaysScroll(page);

    const download = page.waitForEvent('download');
    await next.getByRole('link', { name: 'Add to calendar' }).click();
    const ics = await fs.readFile((await (await download).path())!, 'utf8');
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toMatch(/DTSTART:\d{8}T\d{6}Z/);
    expect(ics).toContain('/learn/python');
    expect(ics).not.toContain(MEETING);
    await ownerPage.context().close();
  });
});

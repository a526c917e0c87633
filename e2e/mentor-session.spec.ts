import type { Page } from '@playwright/test';
import { newAccount, registered, signedIn } from './support/accounts.ts';
import { paidInCohort } from './support/cohorts.ts';
import { expect, test } from './support/fixtures.ts';
import { invitedMentor } from './support/mentors.ts';
import { otherBrowser } from './support/people.ts';
import { expectNoAxeViolations, expectNoSidewaysScroll } from './support/quality.ts';
import { sessionStartedAMinuteAgo } from './support/sessions.ts';
import { ownerSignedIn } from './support/staff.ts';

const IST_MS = 330 * 60 * 1000;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MEETING = 'https://meet.example.com/mentor-e2e';
const RECORDING = 'https://videos.example.com/python-session-1';

/** The same screen at a phone's width, then back at the desktop's. */
async function shotAtBothWidths(page: Page, name: string, outputPath: (file: string) => string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: outputPath(`${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: outputPath(`${name}-375.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.describe('mentoring a cohort', () => {
  test('the owner schedules a cohort; its mentor adds the link, attendance and recording', async ({
    page,
    browser,
    isMobile,
  }, testInfo) => {
    test.skip(isMobile, 'the console is checked at 375 px by screenshots inside this test');
    test.slow(); // three people, and each screen at two widths
    await ownerSignedIn(page.context());
    const mentorPage = await otherBrowser(browser, testInfo);
    const mentor = await registered(mentorPage.request, newAccount('Kavya'));
    await invitedMentor(page.request, mentorPage.request, mentor);
    // The first session is tomorrow at 10:00 in India; its start is brought forward below.
    const day = new Date(Date.now() + IST_MS + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const weekday = WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()]!;

    // The owner creates the cohort and schedules its sessions from the console.
    await page.goto('/staff/cohorts');
    const create = page.getByRole('form', { name: 'New cohort' });
    await create.getByLabel('Program').selectOption({ label: 'Python' });
    await create.getByLabel('Start date (India)').fill(day);
    await create.getByLabel('Seats').fill('20');
    await create.getByLabel('Language').selectOption('English');
    await create.getByLabel(mentor.username).check();
    await create.getByRole('button', { name: 'Create cohort' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Python' })).toBeVisible();
    const cohortId = Number(/\/staff\/cohorts\/(\d+)$/.exec(page.url())![1]);

    const schedule = page.getByRole('form', { name: 'Schedule sessions' });
    await schedule.getByLabel(weekday, { exact: true }).check();
    await schedule.getByLabel('Start time (IST)').fill('10:00');
    await schedule.getByLabel('Length (minutes)').fill('60');
    await schedule.getByLabel('Number of sessions').fill('2');
    await schedule.getByRole('button', { name: 'Schedule sessions' }).click();
    await expect(page.getByRole('status')).toContainText('2 sessions are scheduled');
    await expect(page.getByRole('link', { name: 'Module 1: Python Basics' }).first()).toBeVisible();

    const learnerPage = await otherBrowser(browser, testInfo);
    const learner = await signedIn(learnerPage.request, newAccount('Asha'));
    await paidInCohort(learnerPage.request, page.request, learner, cohortId);
    await learnerPage.context().close();

    // The mentor's console is their cohorts, and nothing else.
    await mentorPage.goto('/staff');
    await expect(mentorPage).toHaveURL(/\/staff\/cohorts$/);
    const nav = mentorPage.getByRole('navigation', { name: 'Mentor console' });
    await expect(nav.getByRole('link')).toHaveText(['Cohorts']);
    await shotAtBothWidths(mentorPage, 'cohort-list', (f) => testInfo.outputPath(f));
    await mentorPage.getByRole('link', { name: 'Python' }).first().click();
    await expect(mentorPage.getByRole('heading', { level: 1, name: 'Python' })).toBeVisible();
    await expect(mentorPage.getByText(learner.email)).toBeVisible();
    await expectNoAxeViolations(mentorPage);
    await shotAtBothWidths(mentorPage, 'cohort', (f) => testInfo.outputPath(f));

    await mentorPage.getByRole('link', { name: 'Module 1: Python Basics' }).first().click();
    await expect(mentorPage).toHaveURL(/\/sessions\/\d+$/);
    const sessionId = Number(/\/sessions\/(\d+)$/.exec(mentorPage.url())![1]);
    const details = mentorPage.getByRole('form', { name: 'Session details' });
    await details.getByLabel('Meeting link').fill(MEETING);
    await details.getByRole('button', { name: 'Save details' }).click();
    await expect(details.getByRole('status')).toHaveText('The session is saved.');
    await expect(mentorPage.getByRole('link', { name: MEETING })).toBeVisible();
    const attendance = mentorPage.getByRole('form', { name: 'Attendance' });
    await expect(
      mentorPage.getByText(
        'Attendance, the recording and notes can be added once the session has started.',
      ),
    ).toBeVisible();
    await expect(attendance).toHaveCount(0);

    // Once the session has started, the page offers attendance and the recording.
    sessionStartedAMinuteAgo(sessionId);
    await mentorPage.reload();
    await attendance.getByRole('checkbox', { name: new RegExp(learner.username) }).check();
    await attendance.getByRole('button', { name: 'Save attendance' }).click();
    await expect(attendance.getByRole('status')).toHaveText('Attendance is saved: 1 of 1 present.');

    const recording = mentorPage.getByRole('form', { name: 'Recording and notes' });
    await recording.getByLabel('Recording link').fill(RECORDING);
    await recording.getByLabel('Notes').fill('Covered variables and loops.');
    await recording.getByRole('button', { name: 'Save recording and notes' }).click();
    await expect(recording.getByRole('status')).toHaveText('The session is saved.');
    await expect(mentorPage.getByText('1 of 1 present', { exact: true })).toBeVisible();
    await expectNoAxeViolations(mentorPage);
    await shotAtBothWidths(mentorPage, 'session', (f) => testInfo.outputPath(f));

    // Anything else in the console says it is not for a mentor.
    await mentorPage.goto('/staff/orders');
    await expect(
      mentorPage.getByRole('heading', { level: 1, name: 'This page is not for your role' }),
    ).toBeVisible();
    await mentorPage.context().close();
  });
});

import { newAccount, registered, signedIn } from './support/accounts.ts';
import { paidInCohort } from './support/cohorts.ts';
import { expect, test } from './support/fixtures.ts';
import { invitedMentor, mentorIdOf } from './support/mentors.ts';
import { otherBrowser } from './support/people.ts';
import { expectNoSidewaysScroll } from './support/quality.ts';
import { ownerSignedIn } from './support/staff.ts';
import { istDay } from '../src/domain/india-time.ts';

test('a Pro learner books a one-to-one session, and the mentor sees it in their day', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  await ownerSignedIn(page.context());
  const mentorPage = await otherBrowser(browser, testInfo);
  const mentor = await registered(mentorPage.request, newAccount('Kavya'));
  await invitedMentor(page.request, mentorPage.request, mentor);
  const mentorId = await mentorIdOf(page.request, mentor);

  // Every day, 8 am to 8 pm IST: tomorrow always has free times.
  for (const weekday of [0, 1, 2, 3, 4, 5, 6]) {
    const added = await mentorPage.request.post('/api/mentoring/availability/blocks/', {
      data: { weekday, start: '08:00', end: '20:00' },
    });
    expect(added.status()).toBe(201);
  }
  const cohort = await page.request.post('/api/cohorts/', {
    data: {
      program: 'python',
      // India's date: from 18:30 UTC it is already tomorrow there, and a past start is refused.
      starts_on: istDay(Date.now()),
      capacity: 20,
      language: 'English',
      mentor_ids: [mentorId],
    },
  });
  expect(cohort.status()).toBe(201);
  const cohortId = ((await cohort.json()) as { id: number }).id;

  const learnerPage = await otherBrowser(browser, testInfo);
  const learner = await signedIn(learnerPage.request, newAccount('Asha'));
  await paidInCohort(learnerPage.request, page.request, learner, cohortId);

  await learnerPage.goto('/learn/python');
  const card = learnerPage.getByRole('region', { name: 'One-to-one sessions' });
  await expect(card).toContainText('4 of 4 left');
  await card.getByRole('button', { name: 'Book a session' }).click();
  const first = card.getByRole('button', { name: /^One-to-one session at .+ with Kavya/ }).first();
  const label = (await first.getAttribute('aria-label'))!;
  // The row of days scrolls inside the card, never the page.
  await expectNoSidewaysScroll(learnerPage);
  await first.click();
  // A time is booked once the learner confirms it.
  const confirm = card.getByRole('group', { name: 'Confirm the time' });
  await expect(confirm).toContainText(`with ${mentor.username}`);
  await confirm.getByRole('button', { name: 'Book this time' }).click();
  await expect(card.getByRole('status')).toContainText(`with ${mentor.username}`);
  await expect(card).toContainText('3 of 4 left');
  const booked = card.getByRole('list', { name: 'Your booked sessions' });
  await expect(booked.getByRole('listitem')).toHaveCount(1);
  await expect(booked).toContainText(`One-to-one session, 30 minutes, with ${mentor.username}`);
  await expect(booked.getByRole('link', { name: 'Add to calendar' })).toBeVisible();
  await expectNoSidewaysScroll(learnerPage);
  await card.scrollIntoViewIfNeeded();
  await learnerPage.screenshot({ path: testInfo.outputPath('learner-booked.png'), fullPage: true });

  await mentorPage.goto('/staff/cohorts');
  await mentorPage.getByRole('link', { name: 'My day and hours' }).click();
  await expect(
    mentorPage.getByRole('heading', { level: 1, name: 'My day and hours' }),
  ).toBeVisible();
  const time = /at (.+) with/.exec(label)![1]!;
  const item = mentorPage.getByRole('listitem').filter({ hasText: learner.username });
  await expect(item).toContainText('One-to-one session');
  await expect(item).toContainText(time);
  await expect(
    mentorPage.getByRole('list', { name: 'Weekly hours' }).getByRole('listitem'),
  ).toHaveCount(7);
  await expectNoSidewaysScroll(mentorPage);
  await mentorPage.screenshot({ path: testInfo.outputPath('mentor-day.png'), fullPage: true });

  // Cancelling asks first; kept, nothing changes; confirmed, the session goes back to the plan.
  await booked.getByRole('button', { name: 'Cancel' }).click();
  const ask = card.getByRole('group', { name: 'Confirm the cancellation' });
  await expect(ask).toContainText(`${mentor.username} is told`);
  await ask.getByRole('button', { name: 'Keep it' }).click();
  await expect(ask).toHaveCount(0);
  await expect(card).toContainText('3 of 4 left');
  await booked.getByRole('button', { name: 'Cancel' }).click();
  await ask.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(card.getByRole('status')).toContainText('Cancelled:');
  await expect(card).toContainText('4 of 4 left');
  await learnerPage.context().close();
  await mentorPage.context().close();
});

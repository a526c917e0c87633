import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { newAccount, registered, signedIn, type Account } from './support/accounts.ts';
import { expect, test } from './support/fixtures.ts';
import { waitForMail } from './support/mailbox.ts';
import { freshUtr, otherBrowser } from './support/people.ts';
import { expectNoAxeViolations, expectNoSidewaysScroll } from './support/quality.ts';
import { ownerSignedIn } from './support/staff.ts';

const PROJECT = 'Command-line expense tracker';
const REPO = 'https://github.com/asha/expense-tracker';
const COMMENT = 'Add tests for the monthly totals.';

/** The owner invites `account` to mentor, and they accept through the API; their account id. */
async function invitedMentor(
  owner: APIRequestContext,
  mentor: APIRequestContext,
  account: Account,
): Promise<number> {
  const sent = await owner.post('/api/staff/team/invitations/', {
    data: { email: account.email, role: 'mentor' },
  });
  expect(sent.status()).toBe(201);
  const mail = await waitForMail(
    (m) => m.to.includes(account.email) && /as a mentor/.test(m.subject),
  );
  const token = /token=([\w-]+)/.exec(mail.text)![1]!;
  expect((await mentor.post('/api/staff-invitations/accept/', { data: { token } })).ok()).toBe(
    true,
  );
  const choices = (await (await owner.get('/api/cohorts/mentor-choices/')).json()) as {
    results: { id: number; name: string }[];
  };
  return choices.results.find((c) => c.name === account.username)!.id;
}

/** The learner buys a Python plan (in the cohort, or self-paced); the owner confirms payment. */
async function paidFor(
  learner: APIRequestContext,
  owner: APIRequestContext,
  account: Account,
  plan: { plan: string; plan_amount: number },
  cohortId: number | null,
) {
  const line = { program: 'Python', ...plan, cohort_id: cohortId };
  const placed = await learner.post('/api/checkout-email/', {
    data: {
      name: account.username,
      email: account.email,
      address: '4 Park Street, Kolkata 700016',
      phone: account.phone,
      state: '19',
      cart: [line],
      original_amount: plan.plan_amount,
      discount_amount: 0,
      total: plan.plan_amount,
      idempotency_key: randomUUID(),
    },
  });
  expect(placed.status()).toBe(201);
  const number = ((await placed.json()) as { order: { number: string } }).order.number;
  const orderPath = `/api/staff/orders/${encodeURIComponent(number)}/`;
  const { version } = (await (await owner.get(orderPath)).json()) as { version: number };
  const paid = await owner.post(`${orderPath}transitions/`, {
    data: { to: 'paid', version, utr: freshUtr() },
  });
  expect(paid.status()).toBe(200);
}

const projectOf = (page: Page, title = PROJECT) =>
  page.getByRole('region', { name: 'Projects' }).getByRole('article', { name: title });

test.describe('projects and feedback', () => {
  test('a learner hands in a link, the mentor asks for changes, then accepts the new attempt', async ({
    page,
    browser,
    isMobile,
  }, testInfo) => {
    test.skip(isMobile, 'the phone check is the test below');
    test.setTimeout(120_000);
    await ownerSignedIn(page.context());
    const mentorPage = await otherBrowser(browser, testInfo);
    const mentor = await registered(mentorPage.request, newAccount('Ravi'));
    const mentorId = await invitedMentor(page.request, mentorPage.request, mentor);
    const created = await page.request.post('/api/cohorts/', {
      data: {
        program: 'python',
        starts_on: new Date().toISOString().slice(0, 10),
        capacity: 30,
        language: 'English',
        mentor_ids: [mentorId],
      },
    });
    expect(created.status()).toBe(201);
    const { id: cohortId } = (await created.json()) as { id: number };
    const learnerPage = await otherBrowser(browser, testInfo);
    const learner = await signedIn(learnerPage.request, newAccount('Asha'));
    await paidFor(
      learnerPage.request,
      page.request,
      learner,
      { plan: 'Pro Plan', plan_amount: 9999 },
      cohortId,
    );

    // The learner hands in a link with a note.
    await learnerPage.goto('/learn/python');
    const project = projectOf(learnerPage);
    await expect(project).toContainText('Not submitted');
    await project.getByLabel('Link').fill('http://github.com/asha/expense-tracker');
    await project.getByRole('button', { name: 'Submit project' }).click();
    await expect(project.getByText('Enter a full link that starts with https://')).toBeVisible();
    await project.getByLabel('Link').fill(REPO);
    await project
      .getByLabel('Note for your mentor (optional)')
      .fill('The README says how to run it.');
    await project.getByRole('button', { name: 'Submit project' }).click();
    await expect(project).toContainText('waiting for review');
    await expect(project.getByRole('link', { name: REPO })).toBeVisible();
    await project.scrollIntoViewIfNeeded();
    await learnerPage.screenshot({ path: testInfo.outputPath('learner-submitted-1280.png') });

    // The mentor is mailed; the cohorts area leads to the projects to review.
    const submitted = await waitForMail(
      (m) => m.to.includes(mentor.email) && m.subject.includes(`submitted ${PROJECT}`),
    );
    expect(submitted.text).toMatch(/\/staff\/cohorts\/reviews\/\d+/);
    await mentorPage.goto('/staff/cohorts');
    await mentorPage.getByRole('link', { name: 'Projects to review' }).click();
    await expect(
      mentorPage.getByRole('heading', { level: 1, name: 'Projects to review' }),
    ).toBeVisible();
    const waiting = mentorPage.getByRole('list', { name: 'Submissions waiting for review' });
    await expect(waiting.getByRole('link')).toHaveCount(1);
    await expectNoAxeViolations(mentorPage);
    await mentorPage.screenshot({ path: testInfo.outputPath('reviews-1280.png'), fullPage: true });
    await waiting.getByRole('link', { name: new RegExp(PROJECT) }).click();

    const review = mentorPage.getByRole('form', { name: 'Review' });
    await expect(mentorPage.getByText('The README says how to run it.')).toBeVisible();
    await review.getByRole('button', { name: 'Changes needed' }).click();
    await expect(review.getByText('Say what needs to change.')).toBeVisible();
    await review.getByLabel(/Comment for the learner/).fill(COMMENT);
    await review.getByRole('button', { name: 'Changes needed' }).click();
    await expect(mentorPage.getByRole('status')).toHaveText(
      'Changes asked for. The learner has been mailed your comment.',
    );
    await expectNoAxeViolations(mentorPage);

    // The learner reads the comment in the mail and the space, and hands in again.
    const decided = await waitForMail(
      (m) => m.to.includes(learner.email) && m.subject.includes(`${PROJECT}: changes needed`),
    );
    expect(decided.text).toContain(COMMENT);
    await learnerPage.reload();
    await expect(project).toContainText(`Changes needed: ${COMMENT}`);
    await project.getByLabel('Link').fill(`${REPO}/tree/tests`);
    await project.getByRole('button', { name: 'Submit again' }).click();
    await expect(project).toContainText('waiting for review');

    // The mentor sees the earlier attempt and its comment, and accepts.
    await waitForMail(
      (m) => m.to.includes(mentor.email) && m.subject.includes(`${PROJECT} (attempt 2)`),
    );
    await mentorPage.goto('/staff/cohorts/reviews');
    await mentorPage
      .getByRole('list', { name: 'Submissions waiting for review' })
      .getByRole('link', { name: new RegExp(PROJECT) })
      .click();
    const earlier = mentorPage.getByRole('region', { name: 'Earlier attempts' });
    await expect(earlier).toContainText(`Comment: ${COMMENT}`);
    await mentorPage.screenshot({ path: testInfo.outputPath('review-1280.png'), fullPage: true });
    await mentorPage
      .getByRole('form', { name: 'Review' })
      .getByRole('button', { name: 'Accepted' })
      .click();
    await expect(mentorPage.getByRole('status')).toHaveText(
      'Accepted. The learner has been mailed.',
    );

    await waitForMail(
      (m) => m.to.includes(learner.email) && m.subject.includes(`${PROJECT}: accepted`),
    );
    await learnerPage.reload();
    await expect(project).toContainText('Accepted');
    await expect(project.getByRole('form')).toHaveCount(0);
    await learnerPage.context().close();
    await mentorPage.context().close();
  });

  test('on a phone, a Basic learner reads the projects card and may hand in the final one', async ({
    page,
    browser,
    isMobile,
  }, testInfo) => {
    test.skip(!isMobile, 'the desktop test above covers the whole exchange');
    await ownerSignedIn(page.context());
    const learnerPage = await otherBrowser(browser, testInfo);
    const learner = await signedIn(learnerPage.request, newAccount('Meera'));
    await paidFor(
      learnerPage.request,
      page.request,
      learner,
      { plan: 'Basic Plan', plan_amount: 4999 },
      null,
    );
    await learnerPage.goto('/learn/python');
    const card = learnerPage.getByRole('region', { name: 'Projects' });
    await expect(card).toContainText(
      'Feedback on projects is part of the Pro and Premium plans. Submit your final project for your certificate.',
    );
    await expect(projectOf(learnerPage).getByRole('form')).toHaveCount(0);
    const final = projectOf(learnerPage, 'Portfolio web application');
    await expect(final).toContainText('Final project');
    await expect(final.getByRole('button', { name: 'Submit project' })).toBeVisible();
    await expectNoSidewaysScroll(learnerPage);
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: testInfo.outputPath('projects-card-375.png') });
    await learnerPage.context().close();
  });
});

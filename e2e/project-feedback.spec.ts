import type { Page } from '@playwright/test';
import { newAccount, registered, signedIn } from './support/accounts.ts';
import { paidInCohort } from './support/cohorts.ts';
import { expect, test } from './support/fixtures.ts';
import { waitForMail } from './support/mailbox.ts';
import { invitedMentor, mentorIdOf } from './support/mentors.ts';
import { otherBrowser } from './support/people.ts';
import { expectNoAxeViolations, expectNoSidewaysScroll } from './support/quality.ts';
import { ownerSignedIn } from './support/staff.ts';
import { istDay } from '../src/domain/india-time.ts';

const PROJECT = 'Command-line expense tracker';
const REPO = 'https://github.com/asha/expense-tracker';
const COMMENT = 'Add tests for the monthly totals.';

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
    await invitedMentor(page.request, mentorPage.request, mentor);
    const mentorId = await mentorIdOf(page.request, mentor);
    const created = await page.request.post('/api/cohorts/', {
      data: {
        program: 'python',
        // India's date: from 18:30 UTC it is already tomorrow there, and a past start is refused.
        starts_on: istDay(Date.now()),
        capacity: 30,
        language: 'English',
        mentor_ids: [mentorId],
      },
    });
    expect(created.status()).toBe(201);
    const { id: cohortId } = (await created.json()) as { id: number };
    const learnerPage = await otherBrowser(browser, testInfo);
    const learner = await signedIn(learnerPage.request, newAccount('Asha'));
    await paidInCohort(learnerPage.request, page.request, learner, cohortId);

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
    await paidInCohort(learnerPage.request, page.request, learner, null, {
      plan: 'Basic Plan',
      plan_paise: 499900,
    });
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

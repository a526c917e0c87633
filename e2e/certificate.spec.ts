import type { APIRequestContext } from '@playwright/test';
import { newAccount, signedIn } from './support/accounts.ts';
import { paidInCohort } from './support/cohorts.ts';
import { expect, test } from './support/fixtures.ts';
import { otherBrowser } from './support/people.ts';
import { expectNoSidewaysScroll } from './support/quality.ts';
import { ownerSignedIn } from './support/staff.ts';

const PYTHON_MODULES = 8;
const FINAL_PROJECT = 'portfolio-web-app';

/** A Python cohort that starts today; no session has taken place, so attendance asks nothing. */
async function cohortOfToday(owner: APIRequestContext): Promise<number> {
  const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  const created = await owner.post('/api/cohorts/', {
    data: { program: 'python', starts_on: today, capacity: 30, language: 'English' },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

/**
 * The learner buys Python Pro in the cohort and the owner confirms the payment; the learner then
 * marks every module done and hands in the final project, which the owner accepts.
 */
async function completedLearner(
  learner: APIRequestContext,
  owner: APIRequestContext,
  cohortId: number,
) {
  const account = await signedIn(learner, newAccount('Ishaan'));
  await paidInCohort(learner, owner, account, cohortId);
  for (let i = 0; i < PYTHON_MODULES; i += 1) {
    expect((await learner.put(`/api/learn/python/modules/${i}/done`)).status()).toBe(200);
  }
  const handedIn = await learner.post(`/api/learn/python/projects/${FINAL_PROJECT}/link`, {
    data: { url: 'https://github.com/example/python-portfolio' },
  });
  expect(handedIn.status()).toBe(201);
  const waiting = (await (await owner.get('/api/cohorts/reviews/')).json()) as {
    results: { id: number; learner: string; project: string }[];
  };
  const submission = waiting.results.find(
    (r) => r.learner === account.username && r.project === FINAL_PROJECT,
  )!;
  const accepted = await owner.post(`/api/cohorts/reviews/${submission.id}/`, {
    data: { decision: 'accepted' },
  });
  expect(accepted.status()).toBe(200);
  return account;
}

test.describe('certificates', () => {
  test('staff issue a certificate, anyone checks it, and a revocation shows at once', async ({
    page,
    browser,
  }, testInfo) => {
    await ownerSignedIn(page.context());
    const cohortId = await cohortOfToday(page.request);
    const learnerPage = await otherBrowser(browser, testInfo);
    const account = await completedLearner(learnerPage.request, page.request, cohortId);

    await page.goto(`/staff/cohorts/${cohortId}`);
    const row = page.getByRole('listitem').filter({ hasText: account.email });
    await expect(row.getByText('Completed the program')).toBeVisible();
    await row.getByRole('button', { name: 'Issue certificate' }).click();
    await expect(row.getByText(/certificate MC-[0-9A-Z-]{14} is issued and mailed/)).toBeVisible();
    const number = (await row.getByRole('link', { name: /^MC-/ }).textContent())!;
    await expectNoSidewaysScroll(page);

    // The learner's space offers the PDF, the public page and LinkedIn.
    await learnerPage.goto('/learn/python');
    const card = learnerPage.getByRole('region', { name: 'Your certificate' });
    await expect(card.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      `/api/certificates/${number}/certificate.pdf`,
    );
    const linkedIn = new URL(
      (await card.getByRole('link', { name: /Add to LinkedIn profile/ }).getAttribute('href'))!,
    );
    expect(linkedIn.searchParams.get('startTask')).toBe('CERTIFICATION_NAME');
    expect(linkedIn.searchParams.get('certId')).toBe(number);
    await expectNoSidewaysScroll(learnerPage);
    await learnerPage.screenshot({
      path: testInfo.outputPath('learner-space.png'),
      fullPage: true,
    });

    // A visitor (no session) opens the public page.
    const visitor = await otherBrowser(browser, testInfo);
    const response = await visitor.goto(`/certificates/${number}`);
    expect(response!.headers()['x-robots-tag']).toContain('noindex');
    await expect(
      visitor.getByRole('heading', { level: 1, name: 'Certificate of completion' }),
    ).toBeVisible();
    await expect(visitor.getByText(account.username, { exact: true })).toBeVisible();
    await expect(visitor.getByText('Valid certificate issued by')).toBeVisible();
    await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    // The QR code the PDF has, of this page's own address.
    await expect(
      visitor.getByRole('img', { name: /^QR code of this page: https?:\/\/.+\/certificates\// }),
    ).toBeVisible();
    await expectNoSidewaysScroll(visitor);
    await visitor.screenshot({ path: testInfo.outputPath('public-page.png'), fullPage: true });

    // Staff revoke it; the public page says so on its next read.
    await row.getByText('Revoke', { exact: true }).click();
    await row.getByLabel(/Why is it revoked/).fill('the final project was not the learner’s own');
    await row.getByRole('button', { name: 'Revoke certificate' }).click();
    await expect(row.getByText(/^Revoked on /)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('staff-cohort.png'), fullPage: true });
    await visitor.reload();
    await expect(visitor.getByRole('alert')).toContainText(
      'because the final project was not the learner’s own',
    );
    await expect(visitor.getByRole('alert')).toContainText('Revoked on');
    await expect(
      visitor.getByRole('link', { name: 'Download the digital credential' }),
    ).toHaveCount(0);
    await expect(
      visitor.getByText('It was revoked, so it has no digital credential'),
    ).toBeVisible();
    await visitor.screenshot({ path: testInfo.outputPath('revoked-page.png'), fullPage: true });

    // An unknown number is not found, for people and for tools: HTTP says so too.
    const unknown = await visitor.goto('/certificates/MC-0000-0000-0000');
    expect(unknown!.status()).toBe(404);
    await expect(visitor.getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();
    // An issued one is a page, revoked or not: its page says it was revoked.
    expect((await visitor.goto(`/certificates/${number.toLowerCase()}`))!.status()).toBe(200);
    await expect(visitor.getByRole('alert')).toContainText('Revoked on');
    await Promise.all([visitor.context().close(), learnerPage.context().close()]);
  });
});

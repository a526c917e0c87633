import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Account } from './accounts.ts';
import { freshUtr, placeOrderByApi } from './people.ts';

/**
 * At checkout, starts self-paced each line whose program has upcoming cohorts (other tests may
 * have made some); lines without any need no choice. The section shows once the checkout's loader
 * has read the cohorts.
 */
export async function startSelfPacedWhereAsked(page: Page): Promise<void> {
  const section = page.getByRole('region', { name: 'When do you want to start?' });
  await expect(section).toBeVisible();
  for (const radio of await section.getByRole('radio', { name: /^Self-paced/ }).all()) {
    await radio.check();
  }
}

/**
 * The learner buys the program (Python unless told; Pro unless told) in the cohort or
 * self-paced; the owner confirms it.
 */
export async function paidInCohort(
  learner: APIRequestContext,
  owner: APIRequestContext,
  account: Account,
  cohortId: number | null,
  plan: { program?: string; plan: string; plan_paise: number } = {
    plan: 'Pro Plan',
    plan_paise: 999900,
  },
): Promise<void> {
  const line = { program: 'Python', ...plan, cohort_id: cohortId };
  const number = await placeOrderByApi(learner, account, line);
  const orderPath = `/api/staff/orders/${encodeURIComponent(number)}/`;
  const { version } = (await (await owner.get(orderPath)).json()) as { version: number };
  const paid = await owner.post(`${orderPath}transitions/`, {
    data: { to: 'paid', version, utr: freshUtr() },
  });
  expect(paid.status()).toBe(200);
}

import { expect, type APIRequestContext } from '@playwright/test';
import type { Account } from './accounts.ts';
import { waitForMail } from './mailbox.ts';

/** The owner invites `account` to mentor, and they accept the mailed invitation through the API. */
export async function invitedMentor(
  owner: APIRequestContext,
  mentor: APIRequestContext,
  account: Account,
): Promise<void> {
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
}

/** The account id by which the owner names this mentor among a cohort's mentors. */
export async function mentorIdOf(owner: APIRequestContext, account: Account): Promise<number> {
  const choices = (await (await owner.get('/api/cohorts/mentor-choices/')).json()) as {
    results: { id: number; name: string }[];
  };
  return choices.results.find((c) => c.name === account.username)!.id;
}

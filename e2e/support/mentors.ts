import { expect, type APIRequestContext } from '@playwright/test';
import type { Account } from './accounts.ts';
import { waitForMail } from './mailbox.ts';

/** What the invitation mail's subject calls each invited role. */
const INVITED_AS = { staff: 'as staff', accountant: 'as the accountant', mentor: 'as a mentor' };

/** The owner invites `account` to the team as `role`; they accept the mailed link by the API. */
export async function invitedAs(
  owner: APIRequestContext,
  member: APIRequestContext,
  account: Account,
  role: keyof typeof INVITED_AS,
): Promise<void> {
  const sent = await owner.post('/api/staff/team/invitations/', {
    data: { email: account.email, role },
  });
  expect(sent.status()).toBe(201);
  const mail = await waitForMail(
    (m) => m.to.includes(account.email) && m.subject.includes(INVITED_AS[role]),
  );
  const token = /token=([\w-]+)/.exec(mail.text)![1]!;
  expect((await member.post('/api/staff-invitations/accept/', { data: { token } })).ok()).toBe(
    true,
  );
}

/** The owner invites `account` to mentor, and they accept the mailed invitation. */
export const invitedMentor = (
  owner: APIRequestContext,
  mentor: APIRequestContext,
  account: Account,
) => invitedAs(owner, mentor, account, 'mentor');

/** The account id by which the owner names this mentor among a cohort's mentors. */
export async function mentorIdOf(owner: APIRequestContext, account: Account): Promise<number> {
  const choices = (await (await owner.get('/api/cohorts/mentor-choices/')).json()) as {
    results: { id: number; name: string }[];
  };
  return choices.results.find((c) => c.name === account.username)!.id;
}

import type { FastifyInstance } from 'fastify';
import { accountWithRole, callAs, signUpAndLogIn } from './accounts.ts';
import { addMentor, buyAndPay, insertCohort } from './cohort-enrolment.ts';

/**
 * Two Python cohorts: Ravi teaches the first, with Asha and Bala in it; Nisha teaches the second,
 * with Chitra in it. Dev learns Python self-paced. Their welcome mails are left unread.
 */
export async function twoCohortsWithLearners(app: FastifyInstance) {
  const first = await insertCohort(app);
  const second = await insertCohort(app, { startsOn: '2026-12-15', language: 'Hindi' });
  const ravi = await accountWithRole(app, 'mentor', 'ravi@example.com', 'Ravi Kumar');
  const nisha = await accountWithRole(app, 'mentor', 'nisha@example.com', 'Nisha Verma');
  await addMentor(app, first, ravi.email);
  await addMentor(app, second, nisha.email);
  const asha = await signUpAndLogIn(app, 'asha@example.com', 'Asha Rao');
  const bala = await signUpAndLogIn(app, 'bala@example.com', 'Bala Subramanian');
  const chitra = await signUpAndLogIn(app, 'chitra@example.com', 'Chitra Nair');
  const dev = await signUpAndLogIn(app, 'dev@example.com', 'Dev Shah');
  await buyAndPay(app, asha, [first]);
  await buyAndPay(app, bala, [first]);
  await buyAndPay(app, chitra, [second]);
  await buyAndPay(app, dev, [null]);
  const staff = await accountWithRole(app, 'staff');
  return {
    first,
    second,
    ravi: callAs(app, ravi),
    nisha: callAs(app, nisha),
    asha: callAs(app, asha),
    bala: callAs(app, bala),
    chitra: callAs(app, chitra),
    dev: callAs(app, dev),
    staff: callAs(app, staff),
  };
}

export const ASK = '/api/learn/python/modules/1/questions/';
export const QUESTION = 'Why does my list comprehension skip the last item of the range?';

import { expect, it } from 'vitest';
import { accountWithRole, callAs, signUpAndLogIn } from '../test/accounts.ts';
import { buyAndPay } from '../test/cohort-enrolment.ts';
import { describeEachEngine, useAppWithSmtp } from '../test/harness.ts';

const PYTHON = '/api/staff/catalogue/programs/python';

interface Project {
  id: string;
  title: string;
  final?: boolean;
}

describeEachEngine('what the owner publishes is what learners are taught by', (engine) => {
  const ctx = useAppWithSmtp(engine);

  it("sets a program's projects, its certificate's rule and the mentor it names, without a restart", async () => {
    const { app } = ctx.t;
    const owner = callAs(app, await accountWithRole(app, 'owner'));
    const asha = await signUpAndLogIn(app, 'asha@example.com', 'asha');
    await buyAndPay(app, asha);
    const space = async () => (await callAs(app, asha).get('/api/learn/python/')).json();

    const before = await space();
    expect(before.projects.map((p: Project) => p.title)).toContain('Portfolio web application');
    expect(before.certificate.completion.conditions.map((c: { key: string }) => c.key)).toEqual([
      'modules',
      'final-project',
    ]);

    // The final project renamed, nothing asked of the certificate but the modules, and Arjun
    // named first, whom a self-paced learner's certificate names.
    const published = (await owner.get(`${PYTHON}/`)).json().published;
    expect(published.mentors).toEqual(['priya-raghavan', 'arjun-mehta']);
    const draft = {
      ...published,
      mentors: ['arjun-mehta', 'priya-raghavan'],
      projects: published.projects.map((p: Project) =>
        p.final ? { ...p, title: 'A deployed web app of your own' } : p,
      ),
      completion: { modulesDone: true, finalProjectAccepted: false, minAttendancePercent: 0 },
    };
    expect((await owner.put(`${PYTHON}/draft/`, draft)).statusCode).toBe(200);
    expect((await owner.post(`${PYTHON}/publish/`)).statusCode).toBe(200);

    const after = await space();
    const final = after.projects.find((p: Project) => p.final);
    expect(final.title).toBe('A deployed web app of your own');
    expect(after.certificate.completion.conditions.map((c: { key: string }) => c.key)).toEqual([
      'modules',
    ]);

    for (let index = 0; index < published.syllabus.length; index += 1) {
      const done = await callAs(app, asha).put(`/api/learn/python/modules/${index}/done`, {});
      expect(done.statusCode).toBe(200);
    }
    const { id } = await app.database.db
      .selectFrom('enrolments as e')
      .innerJoin('users as u', 'u.id', 'e.user_id')
      .select('e.id')
      .where('u.email', '=', asha.email)
      .executeTakeFirstOrThrow();
    const issued = await owner.post(`/api/cohorts/enrolments/${id}/certificate/`, {});
    expect(issued.statusCode).toBe(201);
    const record = (await app.inject(`/api/certificates/${issued.json().number}`)).json();
    expect(record.mentor_name).toBe('Arjun Mehta');
  });
});

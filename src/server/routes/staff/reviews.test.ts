import { expect, it } from 'vitest';
import { accountWithRole, callAs } from '../../test/accounts.ts';
import { describeEachEngine, useAppWithSmtp } from '../../test/harness.ts';

describeEachEngine('staff reviews', (engine) => {
  const ctx = useAppWithSmtp(engine);

  const post = (payload: object, ip: string) =>
    ctx.t.app.inject({ method: 'POST', url: '/api/program-reviews/', payload, remoteAddress: ip });
  const publicCount = async (program: string) =>
    (
      await ctx.t.app.inject({
        method: 'GET',
        url: `/api/program-reviews/?program=${program}`,
        headers: { 'cache-control': 'no-cache' },
      })
    ).json().count;

  it('filters every program’s reviews, hides and restores them, and deletes with an audit trail', async () => {
    const spam = (
      await post({ program: 'python', user_name: 'Bot', comment: 'Buy now', rating: 1 }, '10.0.0.1')
    ).json();
    await post(
      { program: 'java', user_name: 'Asha', comment: 'Clear mentors', rating: 5 },
      '10.0.0.2',
    );
    const staff = callAs(ctx.t.app, await accountWithRole(ctx.t.app, 'owner'));

    const all = (await staff.get('/api/staff/reviews/')).json();
    expect(all.count).toBe(2);
    expect((await staff.get('/api/staff/reviews/?rating=1')).json().results).toEqual([
      expect.objectContaining({
        id: spam.id,
        program: 'python',
        program_name: 'Python',
        hidden_at: null,
      }),
    ]);
    expect((await staff.get('/api/staff/reviews/?program=Java')).json().count).toBe(1);
    expect((await staff.get('/api/staff/reviews/?q=buy')).json().count).toBe(1);
    expect((await staff.get('/api/staff/reviews/?rating=9')).statusCode).toBe(400);

    const hidden = await staff.post(`/api/staff/reviews/${spam.id}/hide/`);
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().hidden_at).toEqual(expect.any(String));
    expect(await publicCount('python')).toBe(0);
    expect((await staff.get('/api/staff/reviews/?visibility=hidden')).json().count).toBe(1);
    expect(
      (await staff.post(`/api/staff/reviews/${spam.id}/restore/`)).json().hidden_at,
    ).toBeNull();
    expect(await publicCount('python')).toBe(1);

    expect((await staff.delete(`/api/staff/reviews/${spam.id}/`)).statusCode).toBe(204);
    expect((await staff.delete(`/api/staff/reviews/${spam.id}/`)).statusCode).toBe(404);
    expect((await staff.post(`/api/staff/reviews/${spam.id}/hide/`)).statusCode).toBe(404);
    expect(await publicCount('python')).toBe(0);
    const audit = (await staff.get('/api/staff/audit/?record_type=review')).json();
    expect(audit.results.map((a: { action: string }) => a.action)).toEqual([
      'review.delete',
      'review.restore',
      'review.hide',
    ]);
    expect(audit.results[0].changes).toContainEqual({
      field: 'comment',
      before: 'Buy now',
      after: null,
    });
  });
});

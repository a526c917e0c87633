import { expect, it } from 'vitest';
import { accountWithRole, callAs } from '../../test/accounts.ts';
import { describeEachEngine, useAppWithSmtp } from '../../test/harness.ts';

describeEachEngine('the audit log', (engine) => {
  const ctx = useAppWithSmtp(engine);

  it('counts every row, old and new, however often it is read', async () => {
    const { app } = ctx.t;
    const owner = callAs(app, await accountWithRole(app, 'owner'));
    const { db } = app.database;
    const write = (minutesAgo: number, recordId: string) =>
      db
        .insertInto('audit_log')
        .values({
          at: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
          actor_id: null,
          actor_name: null,
          action: 'update',
          record_type: 'order',
          record_id: recordId,
          changes: '[]',
        })
        .execute();
    const stored = async () =>
      Number(
        (
          await db
            .selectFrom('audit_log')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const listed = async () => {
      const page = await owner.get('/api/staff/audit/?page_size=10');
      expect(page.statusCode).toBe(200);
      return page.json().count as number;
    };

    for (const recordId of ['A', 'B', 'C']) await write(60, recordId);
    expect(await listed()).toBe(await stored());
    // Rows since the first read, recent and (written late) dated long ago, all counted.
    await write(0, 'D');
    await write(90, 'E');
    expect(await listed()).toBe(await stored());
    expect(await listed()).toBe(await stored());
    const filtered = await owner.get('/api/staff/audit/?record_type=order&record_id=E');
    expect(filtered.json().count).toBe(1);
  });
});

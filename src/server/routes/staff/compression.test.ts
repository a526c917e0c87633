import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { accountWithRole, signUpAndLogIn } from '../../test/accounts.ts';
import { describeEachEngine, useAppWithSmtp } from '../../test/harness.ts';
import { placeOrder } from '../../test/orders.ts';

describeEachEngine('compressed answers', (engine) => {
  const ctx = useAppWithSmtp(engine);

  it('sends a staff list compressed to a client that takes it, and plain to one that does not', async () => {
    const { app } = ctx.t;
    const owner = await accountWithRole(app, 'owner', 'neha@mentora.test', 'Neha');
    for (const n of [1, 2, 3, 4, 5, 6]) {
      const learner = await signUpAndLogIn(app, `learner${n}@example.com`, `Learner ${n}`);
      await placeOrder(app, learner);
    }
    const read = (encoding?: string) =>
      app.inject({
        method: 'GET',
        url: '/api/staff/orders/',
        cookies: { session: owner.session },
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const plain = await read();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await read('br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gzip = await read('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });
});

import { expect, it } from 'vitest';
import { HashingQueue } from './hashing-queue.ts';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

it('runs as many at once as allowed, lines up a few more, and turns the rest away at once', async () => {
  const queue = new HashingQueue(2, 3);
  const gates = Array.from({ length: 8 }, deferred);
  let running = 0;
  let most = 0;
  const results = gates.map((gate, i) =>
    queue.run(async () => {
      running += 1;
      most = Math.max(most, running);
      await gate.promise;
      running -= 1;
      return i;
    }),
  );
  // The three beyond running and waiting are answered before anything finishes.
  expect(await Promise.all(results.slice(5))).toEqual(['busy', 'busy', 'busy']);
  for (const gate of gates) gate.resolve();
  expect(await Promise.all(results.slice(0, 5))).toEqual(
    [0, 1, 2, 3, 4].map((value) => ({ value })),
  );
  expect(most).toBe(2);
  expect(await queue.run(async () => 'after')).toEqual({ value: 'after' });
});

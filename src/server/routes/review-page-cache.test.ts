import { describe, expect, it } from 'vitest';
import { ReviewPageCache } from './review-page-cache.ts';

describe('the cache of review pages', () => {
  it('reads once for the requests that miss the same entry together', async () => {
    const cache = new ReviewPageCache();
    let reads = 0;
    const load = async () => {
      reads += 1;
      await Promise.resolve();
      return { results: [], count: reads };
    };
    const entries = await Promise.all([1, 2, 3].map(() => cache.getOrLoad('python|1', load)));
    expect(reads).toBe(1);
    expect(new Set(entries.map((entry) => entry.body))).toEqual(
      new Set(['{"results":[],"count":1}']),
    );
    expect(cache.get('python|1')?.body).toBe('{"results":[],"count":1}');
  });

  it('does not keep what was read while a review was written', async () => {
    const cache = new ReviewPageCache();
    let finish: (value: unknown) => void = () => {};
    const reading = cache.getOrLoad('python|1', () => new Promise((resolve) => (finish = resolve)));
    cache.clear();
    finish({ count: 0 });
    expect((await reading).body).toBe('{"count":0}');
    expect(cache.get('python|1')).toBeUndefined();
    // The next reader reads again rather than joining the read begun before the write.
    let reads = 0;
    await cache.getOrLoad('python|1', async () => ({ count: ++reads }));
    expect(reads).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import { PageCache } from './page-cache.ts';

const entry = (page: string) => ({ page, facts: [], stamp: '' });

describe('the page cache', () => {
  it('lets the least recently asked go beyond its limit', () => {
    const cache = new PageCache<string>(2);
    cache.set('/a', entry('A'));
    cache.set('/b', entry('B'));
    cache.get('/a');
    cache.set('/c', entry('C'));
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/a')?.page).toBe('A');
    expect(cache.size).toBe(2);
  });
});

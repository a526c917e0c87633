import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pageButtons } from '../../domain/review-pages.ts';
import { insertReview } from '../repositories/reviews.ts';
import { setRole, signUpAndLogIn } from '../test/accounts.ts';
import { createTestApp, describeEachEngine, type TestApp } from '../test/harness.ts';
import { ReviewPageCache } from './review-page-cache.ts';

const ADMIN = 'admin@mentora.test';

describeEachEngine('program reviews', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(engine, { adminEmail: ADMIN });
  });
  afterEach(() => t.close());

  const review = (body: object, options: { session?: string; ip?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/program-reviews/',
      payload: body,
      remoteAddress: options.ip ?? '127.0.0.1',
      cookies: options.session ? { session: options.session } : {},
    });
  const list = (query: string) =>
    t.app.inject({ method: 'GET', url: `/api/program-reviews/?${query}` });
  const remove = (id: number, session?: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/program-reviews/${id}/`,
      cookies: session ? { session } : {},
      headers,
    });
  const account = async (email: string, username: string) =>
    (await signUpAndLogIn(t.app, email, username)).session;

  it("stores a visitor's review under its program and lists it", async () => {
    const created = await review({
      program: 'Python',
      user_name: ' Kiran ',
      comment: ' Clear and practical. ',
      rating: 5,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      id: expect.any(Number),
      user_name: 'Kiran',
      comment: 'Clear and practical.',
      rating: 5,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      verified: false,
    });
    // Any spelling of the program reads the same list; the address is never shown.
    for (const program of ['python', '/Python', 'PYTHON']) {
      const page = await list(`program=${encodeURIComponent(program)}`);
      expect(page.statusCode).toBe(200);
      expect(page.json()).toEqual({ results: [created.json()], count: 1 });
    }
    expect((await list('program=java')).json()).toEqual({ results: [], count: 0 });
  });

  it('shows a new review at once, and answers an unchanged list with 304', async () => {
    const before = await list('program=python');
    expect(before.json().count).toBe(0);
    await review({ program: 'python', user_name: 'Kiran', comment: 'Good', rating: 4 });
    const after = await list('program=python');
    expect(after.json().count).toBe(1);
    const etag = after.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/program-reviews/?program=python',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('reads aliases and gives an unknown program an empty list', async () => {
    await review({ program: 'ai', user_name: 'Meera', comment: 'Great', rating: 4 });
    expect((await list('program=artificial-intelligence')).json().count).toBe(1);
    expect((await list('program=/AI')).json().count).toBe(1);
    expect((await list('program=astrology')).json()).toEqual({ results: [], count: 0 });
    expect((await list('')).json()).toEqual({ results: [], count: 0 });
  });

  it('pages newest first, 4 by default, at most 50', async () => {
    for (let i = 1; i <= 9; i++) {
      const ok = await review(
        { program: 'java', user_name: `Learner ${i}`, comment: `Review ${i}`, rating: 4 },
        { ip: `10.0.0.${i}` },
      );
      expect(ok.statusCode).toBe(201);
    }
    const first = (await list('program=java')).json();
    expect(first.count).toBe(9);
    expect(first.results.map((r: { comment: string }) => r.comment)).toEqual([
      'Review 9',
      'Review 8',
      'Review 7',
      'Review 6',
    ]);
    const third = (await list('program=java&page=3&page_size=4')).json();
    expect(third.results.map((r: { comment: string }) => r.comment)).toEqual(['Review 1']);
    expect((await list('program=java&page=4')).json()).toEqual({ results: [], count: 9 });
    expect((await list('program=java&page_size=3&page=2')).json().results).toHaveLength(3);
    // Nonsense paging falls back instead of failing; a page size past 50 is 50.
    expect((await list('program=java&page=0&page_size=x')).json().results).toHaveLength(4);
    expect((await list('program=java&page=x&page_size=-1')).json().results).toHaveLength(4);
    expect((await list('program=java&page_size=50')).json().results).toHaveLength(9);
    expect((await list('program=java&page_size=500')).json().results).toHaveLength(9);
    expect((await list('program=java&page=2&page_size=500')).json()).toEqual({
      results: [],
      count: 9,
    });
  });

  it('caps the page size at 50', async () => {
    const stored = Array.from({ length: 51 }, (_, i) =>
      insertReview(t.app.database.db, {
        program: 'excel',
        userId: null,
        userName: `Learner ${i}`,
        comment: `Review ${i}`,
        rating: 5,
        ip: '10.0.0.1',
      }),
    );
    await Promise.all(stored);
    const page = (await list('program=excel&page_size=51')).json();
    expect(page.count).toBe(51);
    expect(page.results).toHaveLength(50);
    expect((await list('program=excel&page=2&page_size=1000')).json().results).toHaveLength(1);
  });

  it('gives a program named twice, or at great length, an empty list', async () => {
    await review({ program: 'python', user_name: 'Kiran', comment: 'Good', rating: 4 });
    for (const query of ['program=python&program=java', `program=${'p'.repeat(5000)}`]) {
      const response = await list(query);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ results: [], count: 0 });
    }
  });

  it("shows another instance's review to a reader who asks for a fresh list", async () => {
    expect((await list('program=python')).json().count).toBe(0);
    // Written straight to the database, as an instance beside this one would.
    await insertReview(t.app.database.db, {
      program: 'python',
      userId: null,
      userName: 'Elsewhere',
      comment: 'Written on another host',
      rating: 5,
      ip: '10.0.0.9',
    });
    const fresh = await t.app.inject({
      method: 'GET',
      url: '/api/program-reviews/?program=python',
      headers: { 'cache-control': 'no-cache' },
    });
    expect(fresh.json().count).toBe(1);
    // The fresh read also refreshed what everyone else is given.
    expect((await list('program=python')).json().count).toBe(1);
  });

  it.each([
    ['rating 0', { rating: 0 }],
    ['rating 6', { rating: 6 }],
    ['rating 2.5', { rating: 2.5 }],
    ['rating "5"', { rating: '5' }],
    ['no rating', { rating: undefined }],
    ['an empty comment', { comment: '   ' }],
    ['no name from a visitor', { user_name: '' }],
  ])('refuses %s with the form message and stores nothing', async (_, change) => {
    const body = { program: 'python', user_name: 'Kiran', comment: 'Good', rating: 5, ...change };
    const response = await review(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Please fill all fields and select a valid rating (1-5).');
    expect((await list('program=python')).json().count).toBe(0);
  });

  it('refuses an unknown program and a comment over 2000 characters', async () => {
    const unknown = await review({ program: 'astrology', user_name: 'K', comment: 'x', rating: 5 });
    expect(unknown.statusCode).toBe(400);
    const long = await review({
      program: 'python',
      user_name: 'K',
      comment: 'x'.repeat(2001),
      rating: 5,
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toBe('Keep the review under 2000 characters.');
  });

  it("names a signed-in user's review after the account, whatever name is sent", async () => {
    const session = await account('ravi@example.com', 'Ravi Kumar');
    const created = await review(
      { program: 'python', user_name: 'Someone Else', comment: 'Loved it', rating: 5 },
      { session },
    );
    expect(created.statusCode).toBe(201);
    expect(created.json().user_name).toBe('Ravi Kumar');
    const withoutName = await review(
      { program: 'python', comment: 'Again', rating: 4 },
      { session },
    );
    expect(withoutName.json().user_name).toBe('Ravi Kumar');
  });

  it('answers a filled honeypot as if stored, and stores nothing', async () => {
    const bot = await review({
      program: 'python',
      user_name: 'Buy now',
      comment: 'cheap pills',
      rating: 5,
      website: 'http://spam.example',
    });
    expect(bot.statusCode).toBe(201);
    expect((await list('program=python')).json().count).toBe(0);
  });

  it('limits reviews from one address to 10 an hour', async () => {
    const body = { program: 'python', user_name: 'K', comment: 'ok', rating: 3 };
    for (let i = 0; i < 10; i++)
      expect((await review(body, { ip: '10.1.1.1' })).statusCode).toBe(201);
    const limited = await review(body, { ip: '10.1.1.1' });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await review(body, { ip: '10.1.1.2' })).statusCode).toBe(201);
  });

  it('lets only the owner delete, whatever X-User-Email says', async () => {
    const { id } = (
      await review({ program: 'python', user_name: 'K', comment: 'Spam?', rating: 1 })
    ).json();
    expect((await remove(id)).statusCode).toBe(401);
    expect((await remove(id, undefined, { 'x-user-email': ADMIN })).statusCode).toBe(401);

    const learner = await account('learner@example.com', 'Learner');
    const spoofed = await remove(id, learner, { 'x-user-email': ADMIN });
    expect(spoofed.statusCode).toBe(403);
    expect(spoofed.json()).toEqual({ error: 'Only the owner can delete reviews.' });
    expect((await list('program=python')).json().count).toBe(1);

    // The ADMIN_EMAIL address alone is not enough: the role is.
    const unproved = (
      await signUpAndLogIn(t.app, 'Admin@Mentora.test', 'Site Admin', { proved: false })
    ).session;
    expect((await remove(id, unproved)).statusCode).toBe(403);
    await setRole(t.app, 'admin@mentora.test', 'owner');
    const admin = unproved;
    const deleted = await remove(id, admin, { 'x-user-email': ADMIN });
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await list('program=python')).json().count).toBe(0);
    expect((await remove(id, admin)).statusCode).toBe(404);
    expect((await remove(999999, admin)).statusCode).toBe(404);
    // Past what the id column holds: refused before it reaches the database.
    const huge = await remove(99_999_999_999, admin);
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toMatchObject({ error: expect.any(String) });
  });
});

describe('review page cache', () => {
  it('does not keep a page read before a write cleared it', () => {
    const cache = new ReviewPageCache();
    const before = cache.generation;
    cache.clear();
    cache.set('python|1|4', { results: [], count: 0 }, before);
    expect(cache.get('python|1|4')).toBeUndefined();
    cache.set('python|1|4', { results: [], count: 0 }, cache.generation);
    expect(cache.get('python|1|4')).toBeDefined();
  });

  it('forgets a page after a second', () => {
    const cache = new ReviewPageCache();
    cache.set('python|1|4', { results: [], count: 0 }, cache.generation, 0);
    expect(cache.get('python|1|4', 999)).toBeDefined();
    expect(cache.get('python|1|4', 1000)).toBeUndefined();
  });
});

describe('review page buttons', () => {
  it('shows every page when there are seven or fewer', () => {
    expect(pageButtons(1, 1)).toEqual([1]);
    expect(pageButtons(3, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pageButtons(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
  it('shows five pages around the current one, and always the first and the last', () => {
    expect(pageButtons(1, 10)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 10]);
    expect(pageButtons(5, 10)).toEqual([1, 'ellipsis', 3, 4, 5, 6, 7, 'ellipsis', 10]);
    expect(pageButtons(9, 10)).toEqual([1, 'ellipsis', 6, 7, 8, 9, 10]);
    expect(pageButtons(10, 10)).toEqual([1, 'ellipsis', 6, 7, 8, 9, 10]);
    expect(pageButtons(4, 8)).toEqual([1, 2, 3, 4, 5, 6, 'ellipsis', 8]);
  });
  it('never shows more than five numbered pages besides the first and the last', () => {
    for (let count = 1; count <= 30; count++) {
      for (let current = 1; current <= count; current++) {
        const buttons = pageButtons(current, count);
        const pages = buttons.filter((b) => b !== 'ellipsis');
        expect(pages).toContain(current);
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(count);
        expect(pages.length).toBeLessThanOrEqual(7);
        // Pages go up, and an ellipsis stands only where pages are skipped.
        for (let i = 1; i < buttons.length; i++) {
          const [before, after] = [buttons[i - 1], buttons[i + 1]];
          if (buttons[i] === 'ellipsis')
            expect((after as number) - (before as number)).toBeGreaterThan(1);
        }
      }
    }
  });
});

// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { stubFetchPerTest } from '../../test/fetch-stub.ts';
import { readReviewPage, reviewPagePath } from './review-pages.ts';

const fetchSpy = stubFetchPerTest();

const review = (id: number) => ({
  id,
  user_name: `Learner ${id}`,
  comment: `Review ${id}`,
  rating: 5,
  created_at: '2026-12-01T10:00:00Z',
  verified: false,
});

describe("a page of a program's reviews", () => {
  it('is asked for by page, size and filter, and afresh after a write', () => {
    expect(reviewPagePath('python', { page: 2, pageSize: 3, verified: true }, true)).toBe(
      '/reviews/python?page=2&page_size=3&verified=1&fresh=1',
    );
    expect(reviewPagePath('python', { page: 1, pageSize: 4, verified: false })).toBe(
      '/reviews/python?page=1&page_size=4',
    );
  });

  it('is the last page instead when a deletion emptied the one asked for', async () => {
    const asked: string[] = [];
    fetchSpy.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      asked.push(url.search);
      const page = Number(url.searchParams.get('page'));
      const results = page === 2 ? [review(1), review(2), review(3)] : [];
      return Response.json({ results, count: 6 });
    });

    const read = await readReviewPage('python', { page: 3, pageSize: 3, verified: false }, true);
    expect(read).toMatchObject({ page: 2, pageSize: 3, verified: false, count: 6 });
    expect(read.results.map((r) => r.id)).toEqual([1, 2, 3]);
    expect(asked).toEqual([
      '?program=python&page=3&page_size=3',
      '?program=python&page=2&page_size=3',
    ]);
  });
});

import { afterEach, beforeEach, expect, it } from 'vitest';
import { createTestApp, describeEachEngine, type TestApp } from '../test/harness.ts';
import { postReview } from '../test/reviews.ts';

describeEachEngine('the page facts `react-router dev` reads from the API server', (engine) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp(engine);
  });
  afterEach(() => t.close());

  const fact = async (name: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/dev/page-facts/${name}` });
    expect(response.statusCode).toBe(200);
    return (response.json() as { value: unknown }).value;
  };

  it('answers each fact as the built server reads it from the database', async () => {
    const catalogue = (await fact('catalogue')) as { programs: { slug: string }[] };
    expect(catalogue.programs.map((p) => p.slug)).toContain('python');
    expect(await fact('reviews:python')).toEqual({ results: [], count: 0 });
    expect(await fact('chosen:python')).toBeNull();

    await postReview(t.app, { user_name: 'Ravi K', comment: 'Clear and practical', rating: 5 });
    expect(await fact('rating:python')).toEqual({ average: 5, count: 1 });
    const reviews = (await fact('reviews:python')) as { results: { comment: string }[] };
    expect(reviews.results.map((r) => r.comment)).toEqual(['Clear and practical']);
    expect(await fact('no-such-fact')).toBeNull();
  });

  it('is not served in production', async () => {
    const production = await createTestApp(engine, { env: 'production' });
    const response = await production.app.inject({
      method: 'GET',
      url: '/dev/page-facts/catalogue',
    });
    expect(response.statusCode).toBe(404);
    await production.close();
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { stubFetchPerTest } from '../../test/fetch-stub.ts';
import { enrolledPlanIn } from './enrolled-plan.ts';

const fetchSpy = stubFetchPerTest();

const enrolment = (program: string, plan: string) => ({
  program,
  path: `/${program.toLowerCase()}`,
  plan,
  order_number: 'ORD-FIRST000',
  started_at: '2026-11-03T10:00:00Z',
  learn_path: `/learn/${program.toLowerCase()}`,
  self_paced: true,
  next_session: null,
  progress_percent: 0,
});

describe("the program page's enrolled plan", () => {
  afterEach(() => {
    document.cookie = 'signed_in=; Max-Age=0; Path=/';
  });

  it('asks nothing of the server for a visitor, who is enrolled in nothing', async () => {
    expect(await enrolledPlanIn('Python')).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("names a signed-in learner's plan of this program, and none of another", async () => {
    document.cookie = 'signed_in=1; Path=/';
    fetchSpy.mockImplementation(async () =>
      Response.json({ results: [enrolment('Python', 'Pro Plan')] }),
    );
    expect(await enrolledPlanIn('Python')).toBe('Pro Plan');
    expect(await enrolledPlanIn('Java')).toBeNull();
    expect(String(fetchSpy.mock.calls[0]![0])).toBe('/api/enrolments/');
  });

  it('offers the plans as to anyone when the enrolments cannot be read', async () => {
    document.cookie = 'signed_in=1; Path=/';
    fetchSpy.mockImplementation(async () => new Response(null, { status: 500 }));
    expect(await enrolledPlanIn('Python')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { FAQS, START_LEARNING } from './site-copy.ts';

describe('the site copy', () => {
  it('states the plans at the prices the catalogue sells them for', () => {
    const answer = FAQS.find((f) => f.question === 'Which plan should I choose?')?.answer;
    expect(answer).toContain('The Basic Plan (₹4,999) gives you module access');
    expect(answer).toContain('The Pro Plan (₹9,999) adds 1:1 mentorship');
    expect(answer).toContain('The Premium Plan (₹14,999) adds career guidance');
  });

  it('counts the programs the catalogue holds', () => {
    expect(START_LEARNING.body).toContain('Choose from 20 mentorship programs.');
  });
});

import { describe, expect, it } from 'vitest';
import { canonicalPathFor, PUBLIC_PAGES } from '../site-pages.ts';
import { formatRupees, planByName, PLANS } from './plans.ts';
import { PROGRAM_CONTENT } from './program-content.ts';
import { CATEGORIES, cardsOf, FREELANCING_PAGES, PROGRAMS } from './programs.ts';

describe('the catalogue', () => {
  it('holds 20 programs with unique slugs and their artwork', () => {
    expect(PROGRAMS).toHaveLength(20);
    expect(new Set(PROGRAMS.map((p) => p.slug)).size).toBe(20);
    for (const p of PROGRAMS) {
      expect(p.image).toBe(`/images/programs/${p.slug}.svg`);
      expect(p.imageAlt.length).toBeGreaterThan(10);
    }
  });

  it('lists the home categories in the spec order with the spec members', () => {
    expect(CATEGORIES).toEqual([
      'Technology',
      'Programming Language',
      'Business',
      'Medical',
      'Design',
      'Mechanics',
      'Freelancing',
    ]);
    const paths = (c: (typeof CATEGORIES)[number]) => cardsOf(c).map((card) => card.path);
    expect(paths('Technology')).toEqual([
      '/artificial-intelligence',
      '/cloud-computing',
      '/cybersecurity',
      '/data-analytics',
      '/app-development',
      '/embedded-system',
      '/full-stack-development',
    ]);
    expect(paths('Programming Language')).toEqual([
      '/python',
      '/java',
      '/c',
      '/cpp',
      '/powerbi',
      '/excel',
    ]);
    expect(paths('Business')).toEqual([
      '/finance-program',
      '/human-resource-management',
      '/digital-marketing',
    ]);
    expect(paths('Medical')).toEqual(['/medical-coding', '/psychology']);
    expect(paths('Design')).toEqual(['/ui-designing']);
    expect(paths('Mechanics')).toEqual(['/auto-cad']);
    expect(paths('Freelancing')).toEqual(FREELANCING_PAGES.map((f) => f.path));
  });

  it('has a syllabus of 6 to 8 modules of 4 or 5 topics for every program', () => {
    for (const p of PROGRAMS) {
      const { syllabus } = PROGRAM_CONTENT[p.slug];
      expect(syllabus.length).toBeGreaterThanOrEqual(6);
      expect(syllabus.length).toBeLessThanOrEqual(8);
      for (const m of syllabus) expect([4, 5]).toContain(m.topics.length);
    }
  });

  it('sells three plans, reading the old "Primum Plan" spelling as Premium', () => {
    expect(PLANS.map((p) => [p.name, p.price])).toEqual([
      ['Basic Plan', 4999],
      ['Pro Plan', 9999],
      ['Premium Plan', 14999],
    ]);
    expect(planByName('Primum Plan')?.price).toBe(14999);
    expect(planByName('pro plan')?.name).toBe('Pro Plan');
    expect(planByName('Gold Plan')).toBeUndefined();
  });

  it('writes rupees with Indian digit grouping', () => {
    expect(formatRupees(14999)).toBe('₹14,999');
    expect(formatRupees(124999)).toBe('₹1,24,999');
  });
});

describe('page paths', () => {
  it('lists every public page once', () => {
    expect(PUBLIC_PAGES).toHaveLength(7 + 20 + 4);
    expect(new Set(PUBLIC_PAGES).size).toBe(PUBLIC_PAGES.length);
  });

  it.each([
    ['/ai', '/artificial-intelligence'],
    ['/AI', '/artificial-intelligence'],
    ['/human-resource', '/human-resource-management'],
    ['/Python', '/python'],
    ['/Java', '/java'],
    ['/C', '/c'],
    ['/Cpp', '/cpp'],
    ['/PowerBI', '/powerbi'],
    ['/Excel', '/excel'],
    ['/freelancing/ui-designing', '/freelancing/UI-Designing'],
    ['/About', '/about'],
  ])('sends %s to %s', (from, to) => {
    expect(canonicalPathFor(from)).toBe(to);
  });

  it('leaves canonical paths and unknown paths alone', () => {
    expect(canonicalPathFor('/python')).toBeUndefined();
    expect(canonicalPathFor('/freelancing/UI-Designing')).toBeUndefined();
    expect(canonicalPathFor('/no-such-page')).toBeUndefined();
  });
});

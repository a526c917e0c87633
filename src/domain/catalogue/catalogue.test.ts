import { describe, expect, it } from 'vitest';
import { canonicalPathFor, publicPages } from '../site-pages.ts';
import { formatRupees, planByName, PLANS } from './plans.ts';
import { CATEGORIES } from './categories.ts';
import {
  cardsOf,
  findProgram,
  FREELANCING_PAGES,
  POPULAR_PROGRAMS,
  PROGRAM_ALIASES,
  PROGRAMS,
} from './programs.ts';

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

  it('lists the popular classes and the freelancing pages in their rank order', () => {
    expect(POPULAR_PROGRAMS.map((p) => p.slug)).toEqual([
      'cybersecurity',
      'data-analytics',
      'artificial-intelligence',
      'embedded-system',
      'app-development',
      'medical-coding',
    ]);
    expect(FREELANCING_PAGES).toEqual([
      {
        path: '/freelancing/Digital-Marketing',
        programSlug: 'digital-marketing',
        name: 'Digital Marketing',
      },
      { path: '/freelancing/Finance-Program', programSlug: 'finance-program', name: 'Finance' },
      { path: '/freelancing/UI-Designing', programSlug: 'ui-designing', name: 'UI/UX Design' },
      {
        path: '/freelancing/Full-Stack-Development',
        programSlug: 'full-stack-development',
        name: 'Full Stack Development',
      },
    ]);
    expect(PROGRAM_ALIASES).toEqual({
      '/ai': '/artificial-intelligence',
      '/human-resource': '/human-resource-management',
    });
  });

  it.each([
    ['python', 'python'],
    ['/Python', 'python'],
    ['ai', 'artificial-intelligence'],
    ['/ai/', 'artificial-intelligence'],
    ['Full Stack Development', 'full-stack-development'],
    [' c programming ', 'c'],
  ])('finds %j as %s', (key, slug) => {
    expect(findProgram(key)?.slug).toBe(slug);
  });

  it('finds nothing for what is not a program', () => {
    for (const key of ['', '/', 'robotics', 'freelancing/UI-Designing', 'Basic Plan']) {
      expect(findProgram(key)).toBeUndefined();
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
    expect(publicPages()).toHaveLength(7 + 20 + 4);
    expect(new Set(publicPages()).size).toBe(publicPages().length);
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

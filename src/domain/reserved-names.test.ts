import { describe, expect, it } from 'vitest';
import { skeleton } from './confusables.ts';
import { nameField } from './fields.ts';
import { isReservedName, reserveSiteName } from './reserved-names.ts';

describe('skeletons', () => {
  it('folds look-alike letters to the Latin ones they pass for', () => {
    expect(skeleton('\u0410dmin')).toBe(skeleton('admin')); // Cyrillic А
    expect(skeleton('\u0391dmin')).toBe(skeleton('admin')); // Greek Α
    expect(skeleton('ａｄｍｉｎ')).toBe(skeleton('admin')); // full-width
    expect(skeleton('\u{1D41A}dmin')).toBe(skeleton('admin')); // mathematical bold a
    expect(skeleton('adm1n')).toBe(skeleton('admin'));
    expect(skeleton('adrnin')).toBe(skeleton('admin'));
    expect(skeleton('\u0455upp\u043Ert')).toBe(skeleton('support')); // Cyrillic ѕ, о
    expect(skeleton('Àdmin')).toBe(skeleton('admin'));
  });

  it('keeps different names apart', () => {
    expect(skeleton('Asha')).not.toBe(skeleton('admin'));
    expect(skeleton('Ravi')).not.toBe(skeleton('Rani'));
  });
});

describe('reserved names', () => {
  it.each([
    '\u0410dmin',
    '\u0410dm\u0456n',
    'Mentora Team',
    'Mentora Official Support',
    'MentoraTeam',
    'M\u0435ntora Support',
    'Support Team',
    'The Staff',
    'Priya at Mentora',
    'S U P P O R T',
    'R00t',
    'Mentora2',
    'MentoraSupport1',
    'Admin7',
    'support 2',
    'Supp0rt1',
    'Ad2min',
    'Priya at Mentora 2',
  ])('refuses %j', (name) => {
    expect(isReservedName(name)).toBe(true);
  });

  it.each([
    'Asha Rao',
    'Ravi Kumar',
    'Zoë Das',
    'Care Thomas',
    'Stafford',
    'Thea',
    'Ownership',
    'Asha Rao 2',
    'Agent 007',
    'R2D2',
  ])('accepts %j', (name) => {
    expect(isReservedName(name)).toBe(false);
  });

  it('refuses the configured site name and its look-alikes once it is reserved', () => {
    expect(isReservedName('Learnwell Help')).toBe(false);
    reserveSiteName('Learnwell');
    expect(isReservedName('Learnwell Help')).toBe(true);
    expect(isReservedName('L\u0435arnw\u0435ll')).toBe(true);
  });
});

describe('names that are not text', () => {
  const NOT_TEXT =
    'Your name has a character that is not text (such as half of an emoji). Type it again.';

  it.each(['Asha\uD800', '\uDC00Asha', 'Asha\uFDD0', 'Asha\uFFFF', 'Asha\u{10FFFF}'])(
    'refuses %j',
    (name) => {
      expect(nameField.safeParse(name).error?.issues[0]?.message).toBe(NOT_TEXT);
    },
  );

  it('accepts a whole emoji', () => {
    expect(nameField.parse('Asha 😀')).toBe('Asha 😀');
  });
});

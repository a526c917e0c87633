import { describe, expect, it } from 'vitest';
import { fillPlaceholders } from './fill-placeholders.ts';

describe('fillPlaceholders', () => {
  it('writes each named fact into the text', () => {
    expect(fillPlaceholders('Choose from {count} programs.', { count: 20 })).toBe(
      'Choose from 20 programs.',
    );
  });

  it('fills every string of a section, at any depth', () => {
    const section = { heading: 'About {name}', items: ['{name} teaches', 'Plain'], rank: 2 };
    expect(fillPlaceholders(section, { name: 'Mentora' })).toEqual({
      heading: 'About Mentora',
      items: ['Mentora teaches', 'Plain'],
      rank: 2,
    });
  });

  it('inserts values as they are, without reading them for placeholders', () => {
    expect(fillPlaceholders('Hello {name}', { name: '{other} $& $1' })).toBe('Hello {other} $& $1');
  });

  it('refuses a placeholder it has no value for', () => {
    expect(() =>
      fillPlaceholders('Choose from {programCont} programs.', { programCount: 20 }),
    ).toThrow('No value for {programCont} in "Choose from {programCont} programs."');
    expect(() => fillPlaceholders('{toString}', {})).toThrow('No value for {toString}');
  });
});

import { describe, expect, it } from 'vitest';
import { hasInvisibleCharacters, printableLine } from './printable-text.ts';

describe('a text as one printed line', () => {
  it.each([
    ['Asha Rao\u202Eevil', 'Asha Raoevil'], // right-to-left override
    ['Priya\r\nMentora Support', 'Priya Mentora Support'],
    ['Asha \n\t Rao', 'Asha Rao'],
    ['\u2067Asha\u2069 \u200ERao\u200F\u061C', 'Asha Rao'], // isolates and marks
    ['As\u200Bha\u00AD Rao\uFEFF', 'Asha Rao'], // zero-width space, soft hyphen, BOM
    ['Asha\u2028Rao', 'Asha Rao'], // line separator
    ['Asha\uD800 Rao\uFFFF', 'Asha Rao'], // half an emoji, a noncharacter
    ['invoice\u202Efdp.exe', 'invoicefdp.exe'],
  ])('prints %j as %j', (text, printed) => {
    expect(printableLine(text)).toBe(printed);
  });

  it('keeps what shows: letters of every script, spaces, emoji with their presentation', () => {
    for (const text of ['Zoë  Das', 'अमित शर्मा', 'Asha ❤️', 'Asha 😀', 'report (final).pdf']) {
      expect(printableLine(text)).toBe(text);
      expect(hasInvisibleCharacters(text)).toBe(false);
    }
  });

  it('finds a variation selector that belongs to no emoji', () => {
    expect(hasInvisibleCharacters('Asha\uFE0F')).toBe(true);
    expect(hasInvisibleCharacters('\u3164')).toBe(true); // Hangul filler
  });
});

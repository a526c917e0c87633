/**
 * What may be printed of a text people typed: on a page, in a mail, a PDF, a signed credential
 * or a download's file name. The name and address rules refuse what is removed here; this is for
 * text kept from before those rules, and for file names, which are cleaned rather than refused.
 */

/**
 * Characters that show nothing yet change what a text says: format characters (bidi controls
 * such as U+202E, which print the words after them backwards, zero-width spaces and joiners, soft
 * hyphens, byte order marks) and the rest of Unicode's default-ignorable code points (Hangul
 * fillers, variation selectors, tags). With one, a text passes for another that looks the same.
 * An emoji's presentation selector (VS15 or VS16, as in '❤️') is part of the emoji, so kept.
 */
const INVISIBLE =
  /(\p{Extended_Pictographic}[\uFE0E\uFE0F])|[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;

const withoutInvisibles = (text: string) =>
  text.replace(INVISIBLE, (_invisible, emoji?: string) => emoji ?? '');

export const hasInvisibleCharacters = (text: string) => withoutInvisibles(text) !== text;

/** Control characters and line or paragraph separators: each breaks the line it is printed on. */
const LINE_BREAKING = /[\p{Cc}\p{Zl}\p{Zp}]/u;

export const breaksTheLine = (text: string) => LINE_BREAKING.test(text);

/**
 * Text no keyboard writes: half of a broken emoji (a lone surrogate) or a noncharacter. Mail,
 * logs and the database may each mangle it differently, so one text would show as several.
 */
const NOT_TEXT = /[\p{Cs}\p{Noncharacter_Code_Point}]/u;
const ALL_NOT_TEXT = new RegExp(NOT_TEXT.source, 'gu');

export const isBrokenText = (text: string) => NOT_TEXT.test(text);

/** Line-breaking characters with the spaces around them: one space in their place. */
const LINE_BREAKS_AND_SPACES = /[\s\p{Cc}]*[\p{Cc}\p{Zl}\p{Zp}][\s\p{Cc}]*/gu;

/**
 * The text as one line that prints as it reads: invisible characters and broken text removed,
 * each line break or control character a space. 'Asha Rao\u202Eevil' prints 'Asha Raoevil',
 * 'Priya\r\nMentora' prints 'Priya Mentora'.
 */
export const printableLine = (text: string) =>
  withoutInvisibles(text).replace(ALL_NOT_TEXT, '').replace(LINE_BREAKS_AND_SPACES, ' ').trim();

import { skeleton } from './confusables.ts';
import { isWhollyNonLatin, scriptMix } from './scripts.ts';

/**
 * An email address has one form: the one mail is sent to. Accounts, the owner's address and the
 * mail caps compare addresses in that form, never in a folded one that mail does not go to.
 */

/**
 * Whether the address has letters that pass for others: ones NFKC would change (full-width
 * 'ａdmin@…', ligatures, superscripts), or a part written in look-alikes of Latin letters (below).
 * Such an address would be read as the letters it shows but mailed as the ones it has, so it
 * could pass for another person's; it is refused rather than folded.
 */
export const hasLookAlikeCharacters = (address: string) =>
  address.normalize('NFKC') !== address || partsOf(address).some(isLookAlikePart);

/** The parts of an address judged one by one: the local part, then each label of the domain. */
function partsOf(address: string): string[] {
  const at = address.lastIndexOf('@');
  return [address.slice(0, at), ...address.slice(at + 1).split('.')];
}

/**
 * A part in letters of a script not in common use, or one wholly in another script whose every
 * letter passes for a Latin one: Cyrillic 'раура' looks like 'paypa', a real Cyrillic word such
 * as 'почта' does not.
 */
const isLookAlikePart = (part: string) =>
  scriptMix(part) === 'uncommon' ||
  (isWhollyNonLatin(part) && /^[\x20-\x7e]*$/.test(skeleton(part)));

/**
 * Whether a part of the address mixes scripts beyond TR39's "Highly Restrictive" level: one
 * script, or Latin with Han and kana, Bopomofo or Hangul, as Japanese, Chinese and Korean
 * mailboxes are written. "Moderately Restrictive" would also let Latin share a part with
 * Devanagari, Tamil or any other script but Cyrillic and Greek: no provider hands out such a
 * mailbox, and a part half in Latin is where a look-alike letter hides.
 */
export const mixesScripts = (address: string) =>
  partsOf(address).some((part) => scriptMix(part) === 'mixed');

const asciiLowerCase = (text: string) => text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());

/**
 * Whether two addresses are the same one. Only ASCII case is ignored: domains are
 * case-insensitive and every provider treats the local part so too; any other difference is
 * another address.
 */
export const sameAddress = (a: string, b: string) => asciiLowerCase(a) === asciiLowerCase(b);

/**
 * The mailbox an address delivers to, for counting what the site sends it: 'Name+tag@Example.com'
 * reaches the same inbox as 'name@example.com' at the providers people use, so a cap on one
 * must count both.
 */
export function mailboxKey(address: string): string {
  // Any case, not only ASCII: a cap that counts two spellings as one errs on the safe side.
  const typed = address.trim().toLowerCase();
  const at = typed.lastIndexOf('@');
  const plus = typed.indexOf('+');
  return plus > 0 && plus < at ? typed.slice(0, plus) + typed.slice(at) : typed;
}

/**
 * An email address has one form: the one mail is sent to. Accounts, the owner's address and the
 * mail caps compare addresses in that form, never in a folded one that mail does not go to.
 */

/**
 * Whether NFKC would change the address: full-width 'ａdmin@…', ligatures, superscripts. Such an
 * address would be compared as the letters it shows but mailed as the ones it has, so it could
 * pass for another person's; it is refused rather than folded.
 */
export const hasLookAlikeCharacters = (address: string) => address.normalize('NFKC') !== address;

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

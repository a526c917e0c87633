import { z } from '../zod.ts';

/** Crockford's base32: digits and letters without I, L, O and U, which people misread. */
export const CROCKFORD_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 12 characters of 5 bits: 60 random bits, too many to guess one that exists. */
export const NUMBER_CHARACTERS = 12;
const PREFIX = 'MC-';

/** 'MC-7K3Q-9XTD-2M8F': the 12 characters in groups of four, as printed and in addresses. */
export function groupCertificateNumber(characters: string): string {
  return PREFIX + (characters.match(/.{1,4}/g) ?? []).join('-');
}

/**
 * The number as stored, from what a person typed or a link held: any case, with or without
 * the dashes, and the letters Crockford reads as digits (O as 0, I and L as 1). Undefined when
 * it cannot be a certificate number.
 */
export function normaliseCertificateNumber(text: string): string | undefined {
  const upper = text.trim().toUpperCase().replace(/[\s-]/g, '');
  if (!upper.startsWith('MC')) return undefined;
  const body = upper.slice(2).replace(/O/g, '0').replace(/[IL]/g, '1');
  if (body.length !== NUMBER_CHARACTERS) return undefined;
  if ([...body].some((c) => !CROCKFORD_ALPHABET.includes(c))) return undefined;
  return groupCertificateNumber(body);
}

export const NO_SUCH_CERTIFICATE = 'There is no certificate with this number.';

/** `:number` in an address, normalised; anything else is the 404 of a number that is not ours. */
export const certificateNumberParamsSchema = z.object({
  number: z.string().max(40),
});

import zlib from 'node:zlib';

/**
 * The bitstring of a Bitstring Status List (https://www.w3.org/TR/vc-bitstring-status-list/):
 * one bit per credential, at least 16 KB (131,072 bits) so that one revocation hides among
 * many, GZIP-compressed and written as multibase base64url ('u', no padding).
 */
export const MINIMUM_STATUS_LIST_BITS = 16 * 1024 * 8;

/** The list with the bits at `indexes` set: index 0 is the left-most (highest) bit of byte 0. */
export function encodeStatusList(indexes: Iterable<number>): string {
  const set = [...indexes];
  // Grows in whole 16 KB steps, so the length says little about how many were issued.
  const needed = Math.max(0, ...set.map((index) => index + 1));
  const bits = Math.ceil(Math.max(needed, 1) / MINIMUM_STATUS_LIST_BITS) * MINIMUM_STATUS_LIST_BITS;
  const bytes = Buffer.alloc(bits / 8);
  for (const index of set) bytes[index >> 3]! |= 0x80 >> (index & 7);
  return `u${zlib.gzipSync(bytes).toString('base64url')}`;
}

/** The bitstring of an encoded list, or undefined when `encoded` is not one. */
export function decodeStatusList(encoded: string): Buffer | undefined {
  if (!encoded.startsWith('u') || !/^[\w-]*$/.test(encoded.slice(1))) return undefined;
  try {
    // Bounded: a hostile list must not inflate into memory without end.
    return zlib.gunzipSync(Buffer.from(encoded.slice(1), 'base64url'), {
      maxOutputLength: 16 * 1024 * 1024,
    });
  } catch {
    return undefined;
  }
}

/** Whether the bit at `index` is set; an index past the end is not. */
export function statusBit(bitstring: Buffer, index: number): boolean {
  const byte = bitstring[index >> 3];
  return byte !== undefined && (byte & (0x80 >> (index & 7))) !== 0;
}

import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  decodeStatusList,
  encodeStatusList,
  MINIMUM_STATUS_LIST_BITS,
  statusBit,
} from './status-list.ts';

/** The bitstring as any reader of the spec gets it: drop the 'u', base64url, gunzip. */
const inflate = (encoded: string) => zlib.gunzipSync(Buffer.from(encoded.slice(1), 'base64url'));

describe('the revocation list bitstring', () => {
  it('is multibase base64url (u, no padding) of a GZIP stream of at least 16 KB', () => {
    const encoded = encodeStatusList([]);
    expect(encoded).toMatch(/^u[\w-]+$/);
    const bits = inflate(encoded);
    expect(bits.length).toBe(16 * 1024);
    expect(bits.every((byte) => byte === 0)).toBe(true);
  });

  it('puts index 0 in the left-most bit of the first byte, as the spec counts', () => {
    const bits = inflate(encodeStatusList([0, 9, 131_071]));
    expect(bits[0]).toBe(0b1000_0000);
    // Index 9: the second bit from the left of the second byte.
    expect(bits[1]).toBe(0b0100_0000);
    expect(bits[16 * 1024 - 1]).toBe(0b0000_0001);
    expect(bits.subarray(2, 16 * 1024 - 1).every((byte) => byte === 0)).toBe(true);
  });

  it('grows by whole 16 KB steps when an index is past the first', () => {
    const bits = inflate(encodeStatusList([MINIMUM_STATUS_LIST_BITS]));
    expect(bits.length).toBe(2 * 16 * 1024);
    expect(bits[16 * 1024]).toBe(0b1000_0000);
  });

  it('reads back the bits it set, and no others', () => {
    const bits = decodeStatusList(encodeStatusList([3, 42]))!;
    expect([2, 3, 4, 41, 42, 43].map((index) => statusBit(bits, index))).toEqual([
      false,
      true,
      false,
      false,
      true,
      false,
    ]);
    expect(statusBit(bits, 10 * MINIMUM_STATUS_LIST_BITS)).toBe(false);
  });

  it('refuses text that is not an encoded list', () => {
    expect(decodeStatusList('not a list')).toBeUndefined();
    expect(decodeStatusList(`u${Buffer.from('plain').toString('base64url')}`)).toBeUndefined();
    expect(decodeStatusList(`z${encodeStatusList([1]).slice(1)}`)).toBeUndefined();
  });
});

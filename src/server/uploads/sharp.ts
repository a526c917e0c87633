import type Sharp from 'sharp';

/**
 * libvips costs about 30 MB of memory once loaded: only a process that receives a picture pays
 * it, and it keeps no cache and works on one image at a time.
 */
let sharpModule: Promise<typeof Sharp> | undefined;
export async function loadSharp(): Promise<typeof Sharp> {
  sharpModule ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return sharpModule;
}

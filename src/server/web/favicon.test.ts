import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFakeServerBuild } from '../test/fake-server-build.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';

/** The images a .ico file holds, from its directory: width and height, and their format. */
function icoImages(ico: Buffer): { size: string; png: boolean }[] {
  expect(ico.readUInt16LE(0)).toBe(0);
  expect(ico.readUInt16LE(2)).toBe(1); // 1: an icon, not a cursor
  return Array.from({ length: ico.readUInt16LE(4) }, (_, i) => {
    const entry = 6 + 16 * i;
    const [width, height] = [ico[entry]! || 256, ico[entry + 1]! || 256];
    const length = ico.readUInt32LE(entry + 8);
    const offset = ico.readUInt32LE(entry + 12);
    expect(offset + length).toBeLessThanOrEqual(ico.length);
    const png = ico.subarray(offset, offset + 8).equals(Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'));
    return { size: `${width}x${height}`, png };
  });
}

describe('/favicon.ico, which browsers ask for on their own', () => {
  const icon = fs.readFileSync('public/favicon.ico');
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    // A build as Vite makes it: public/ copied as it is beside the assets.
    root = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'web-root-')), 'client');
    fs.cpSync('public', root, { recursive: true });
    writeFakeServerBuild(root);
    t = await createTestApp('sqlite', { webRoot: root });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(path.dirname(root), { recursive: true, force: true });
  });

  it('is the site’s icon at 16 and 32 pixels', () => {
    expect(icoImages(icon)).toEqual([
      { size: '16x16', png: true },
      { size: '32x32', png: true },
    ]);
  });

  it('answers with the icon, as an icon, cached for a day', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/x-icon');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.rawPayload).toEqual(icon);
    const again = await t.app.inject({
      method: 'GET',
      url: '/favicon.ico',
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyBrand } from '../../scripts/brand-mark.ts';
import { loadConfig } from '../server/config.ts';
import { runServerToExit } from '../server/test/server-process.ts';
import { brandMismatch } from '../server/web/brand-mark.ts';

const tempDir = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

/** A site as the build's earlier steps leave it: public/ copied beside the assets. */
function builtSite(): string {
  const root = path.join(tempDir('mentora-brand-site-'), 'client');
  fs.cpSync('public', root, { recursive: true });
  return root;
}

const drawing = (fill: string, width = 40, height = 40) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="${fill}"/></svg>\n`;

/** An operator's brand folder holding `files`. */
function brandDir(files: Record<string, string>): string {
  const dir = tempDir('mentora-brand-');
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  return dir;
}

/** The images an .ico holds, from its directory: their sizes, and whether each is a PNG. */
function icoImages(ico: Buffer): { size: string; png: boolean }[] {
  expect(ico.readUInt16LE(2)).toBe(1); // an icon
  return Array.from({ length: ico.readUInt16LE(4) }, (_, i) => {
    const entry = 6 + 16 * i;
    const offset = ico.readUInt32LE(entry + 12);
    expect(offset + ico.readUInt32LE(entry + 8)).toBeLessThanOrEqual(ico.length);
    const png = ico.subarray(offset + 1, offset + 4).toString('latin1') === 'PNG';
    return { size: `${ico[entry]}x${ico[entry + 1]}`, png };
  });
}

const served = (root: string, file: string) => fs.readFileSync(path.join(root, file));

describe('BRAND_DIR, the logo and icon of the business', () => {
  it('puts its logo where every page shows it, and makes the icons from it', () => {
    const root = builtSite();
    const dir = brandDir({ 'logo.svg': drawing('#0f766e') });
    applyBrand(dir, root);
    expect(served(root, 'images/logo.svg').toString()).toBe(drawing('#0f766e'));
    expect(served(root, 'favicon.svg').toString()).toBe(drawing('#0f766e'));
    const ico = served(root, 'favicon.ico');
    expect(ico.equals(fs.readFileSync('public/favicon.ico'))).toBe(false);
    expect(icoImages(ico)).toEqual([
      { size: '16x16', png: true },
      { size: '32x32', png: true },
    ]);
  });

  it('takes a favicon.svg of its own for the tab, drawing a wide one within the square', () => {
    const root = builtSite();
    const dir = brandDir({
      'logo.svg': drawing('#0f766e', 120, 40),
      'favicon.svg': drawing('#b91c1c'),
    });
    applyBrand(dir, root);
    expect(served(root, 'images/logo.svg').toString()).toBe(drawing('#0f766e', 120, 40));
    expect(served(root, 'favicon.svg').toString()).toBe(drawing('#b91c1c'));
    applyBrand(brandDir({ 'logo.svg': drawing('#0f766e', 120, 40) }), root);
    expect(icoImages(served(root, 'favicon.ico')).map((image) => image.size)).toEqual([
      '16x5',
      '32x11',
    ]);
  });

  it('leaves the default mark when unset, and records which mark the pages carry', () => {
    const root = builtSite();
    applyBrand(undefined, root);
    expect(served(root, 'images/logo.svg')).toEqual(fs.readFileSync('public/images/logo.svg'));
    expect(served(root, 'favicon.ico')).toEqual(fs.readFileSync('public/favicon.ico'));
    const dir = brandDir({ 'logo.svg': drawing('#0f766e') });
    expect(brandMismatch(root, undefined)).toBe(false);
    expect(brandMismatch(root, dir)).toBe(true);
    applyBrand(dir, root);
    expect(brandMismatch(root, dir)).toBe(false);
    // A logo edited in place is another mark.
    fs.writeFileSync(path.join(dir, 'logo.svg'), drawing('#1d4ed8'));
    expect(brandMismatch(root, dir)).toBe(true);
  });

  it.each([
    ['a folder that is not there', () => '/nonexistent/brand', 'is not a folder'],
    ['a folder without logo.svg', () => brandDir({ 'favicon.svg': drawing('#000') }), 'holds no'],
    ['a logo that is no SVG', () => brandDir({ 'logo.svg': 'GIF89a' }), 'is not an SVG drawing'],
  ])('is refused with the other settings when it is %s', (_, dir, problem) => {
    expect(() => loadConfig({ BRAND_DIR: dir(), PORT: 'abc' })).toThrow(
      new RegExp(`^PORT: .*\\nBRAND_DIR: .*${problem}`),
    );
  });

  it('stops a server whose pages carry another mark, naming BRAND_DIR', () => {
    const root = builtSite();
    applyBrand(undefined, root);
    const run = runServerToExit({
      PORT: '0',
      DATABASE_URL: 'sqlite::memory:',
      WEB_ROOT: root,
      BRAND_DIR: brandDir({ 'logo.svg': drawing('#0f766e') }),
    });
    expect(run.status).toBe(1);
    expect(run.lines).toEqual([
      'Configuration error: BRAND_DIR: the pages were built with other values; run `npm run build` with this environment',
    ]);
  });
});

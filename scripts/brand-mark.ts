// Puts the operator's brand mark (BRAND_DIR, see src/server/web/brand-mark.ts) into the built
// site at the default mark's addresses, so that no page changes: /images/logo.svg,
// /favicon.svg, and /favicon.ico drawn from the icon. Records which mark the pages carry, so
// that the server and `npm start` see when BRAND_DIR changes. A build step, after the pages and
// before their compression: tsx scripts/brand-mark.ts [web root]
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Resvg } from '@resvg/resvg-js';
import {
  BRAND_RECORD_FILE,
  brandDirProblem,
  brandFingerprint,
} from '../src/server/web/brand-mark.ts';

/** An .ico of the drawing at 16 and 32 pixels, PNG inside, as browsers take /favicon.ico. */
export function icoOf(svg: Buffer): Buffer {
  // Its longer side fills the square: a wide logo is not drawn taller than the icon.
  const drawing = new Resvg(svg);
  const mode = drawing.width >= drawing.height ? 'width' : 'height';
  const images = [16, 32].map((size) => {
    const image = new Resvg(svg, { fitTo: { mode, value: size } }).render();
    return { width: image.width, height: image.height, png: image.asPng() };
  });
  const directory = Buffer.alloc(6 + 16 * images.length);
  directory.writeUInt16LE(1, 2); // an icon
  directory.writeUInt16LE(images.length, 4);
  let offset = directory.length;
  images.forEach(({ width, height, png }, i) => {
    const entry = 6 + 16 * i;
    directory.writeUInt8(width, entry);
    directory.writeUInt8(height, entry + 1);
    directory.writeUInt16LE(1, entry + 4); // colour planes
    directory.writeUInt16LE(32, entry + 6); // bits per pixel
    directory.writeUInt32LE(png.length, entry + 8);
    directory.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([directory, ...images.map((image) => image.png)]);
}

/** BRAND_DIR's mark into the site built at `root`; unset, the default mark stays. */
export function applyBrand(brandDir: string | undefined, root: string): void {
  if (brandDir) {
    const problem = brandDirProblem(brandDir);
    if (problem) throw new Error(`BRAND_DIR: ${problem}`);
    const logo = path.join(brandDir, 'logo.svg');
    const ownIcon = path.join(brandDir, 'favicon.svg');
    const icon = fs.existsSync(ownIcon) ? ownIcon : logo;
    fs.copyFileSync(logo, path.join(root, 'images', 'logo.svg'));
    fs.copyFileSync(icon, path.join(root, 'favicon.svg'));
    fs.writeFileSync(path.join(root, 'favicon.ico'), icoOf(fs.readFileSync(icon)));
  }
  fs.writeFileSync(path.join(root, '..', BRAND_RECORD_FILE), `${brandFingerprint(brandDir)}\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  // As vite.config.ts reads the settings: ./.env beneath the environment.
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  const brandDir = process.env.BRAND_DIR || undefined;
  try {
    applyBrand(brandDir, path.resolve(process.argv[2] ?? 'dist/web/client'));
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  console.log(`brand mark: ${brandDir ? path.resolve(brandDir) : 'the default (BRAND_DIR unset)'}`);
}

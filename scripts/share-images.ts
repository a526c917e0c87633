// Renders the 1200x630 PNG link previews (see src/domain/catalogue/share-images.ts) into the
// built site: one per program from its artwork, and one for the site from the hero picture;
// and writes the site's name into the sample certificates.
import fs from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { PROGRAMS } from '../src/domain/catalogue/programs.ts';
import {
  SHARE_IMAGE_SIZE,
  SITE_SHARE_IMAGE,
  shareImagePath,
} from '../src/domain/catalogue/share-images.ts';
import { siteIdentityFromEnv } from '../src/domain/site-identity-env.ts';
import { CERTIFICATE_IMAGES, certificateFor } from '../src/domain/catalogue/certificate-images.ts';

const root = path.resolve(process.argv[2] ?? 'dist/web/client');
const fontDir = 'node_modules/@expo-google-fonts/noto-sans';
const fontFiles = [
  `${fontDir}/400Regular/NotoSans_400Regular.ttf`,
  `${fontDir}/800ExtraBold/NotoSans_800ExtraBold.ttf`,
];
const { width, height } = SHARE_IMAGE_SIZE;
const siteName = siteIdentityFromEnv(process.env, { production: false }).siteName;

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The artwork's own drawing, placed in a box of the preview. */
function placed(svgFile: string, box: { x: number; y: number; w: number; h: number }): string {
  const source = fs.readFileSync(path.join('public', svgFile), 'utf8');
  const viewBox = /viewBox="([^"]+)"/.exec(source)?.[1] ?? '0 0 400 260';
  const inner = source.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  return `<svg x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" viewBox="${viewBox}">${inner}</svg>`;
}

/** Splits a title into lines of at most `max` characters, at spaces. */
function lines(text: string, max: number): string[] {
  const out: string[] = [];
  for (const word of text.split(' ')) {
    const last = out.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= max)
      out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  return out;
}

function preview(opts: { kicker: string; title: string; subtitle: string; art: string }): string {
  const titleLines = lines(opts.title, 16);
  // Wide enough for the text column (about 500 px) at Noto Sans ExtraBold's ~0.62 em a letter.
  const longest = Math.max(...titleLines.map((line) => line.length));
  const size = Math.min(68, Math.floor(500 / (longest * 0.62)));
  const title = titleLines
    .map((line, i) => `<tspan x="72" dy="${i === 0 ? 0 : size * 1.1}">${escape(line)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="${width}" height="${height}" fill="#1e1b4b"/>
<circle cx="1130" cy="600" r="260" fill="#312e81"/>
<rect x="600" y="120" width="540" height="390" rx="28" fill="#eef2ff"/>
${opts.art}
<text x="72" y="150" font-family="Noto Sans" font-weight="800" font-size="26" letter-spacing="3" fill="#fcd34d">${escape(opts.kicker.toUpperCase())}</text>
<text x="72" y="240" font-family="Noto Sans" font-weight="800" font-size="${size}" fill="#ffffff">${title}</text>
<text x="72" y="${250 + size * 1.1 * titleLines.length}" font-family="Noto Sans" font-size="30" fill="#c7d2fe">${escape(opts.subtitle)}</text>
<text x="72" y="560" font-family="Noto Sans" font-weight="800" font-size="34" fill="#ffffff">${escape(siteName)}</text>
</svg>`;
}

function render(svg: string, urlPath: string): number {
  const png = new Resvg(svg, {
    font: { fontFiles, loadSystemFonts: false, defaultFontFamily: 'Noto Sans' },
    fitTo: { mode: 'width', value: width },
  })
    .render()
    .asPng();
  const file = path.join(root, urlPath);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, png);
  return png.length;
}

const started = Date.now();
let bytes = 0;
const artBox = { x: 620, y: 140, w: 500, h: 350 };
for (const program of PROGRAMS) {
  bytes += render(
    preview({
      kicker: program.category,
      title: program.name,
      subtitle: 'Online mentorship program',
      art: placed(program.image, artBox),
    }),
    shareImagePath(program.slug),
  );
}
bytes += render(
  preview({
    kicker: 'Mentorship programs',
    title: 'Learn with an expert mentor',
    subtitle: 'Live projects, pay by UPI',
    art: placed('/images/hero.svg', { x: 640, y: 130, w: 460, h: 378 }),
  }),
  SITE_SHARE_IMAGE,
);
console.log(
  `share images: ${PROGRAMS.length + 1} PNGs, ${(bytes / 1024).toFixed(0)} KiB in ${Date.now() - started} ms`,
);

// The sample certificates name the issuer: the site, as this build calls it.
for (const file of CERTIFICATE_IMAGES) {
  const source = fs.readFileSync(path.join('public', file), 'utf8');
  fs.writeFileSync(path.join(root, file), certificateFor(source, siteName));
}

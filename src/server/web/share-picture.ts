import fs from 'node:fs';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import { SHARE_IMAGE_SIZE } from '../../domain/catalogue/share-images.ts';
import { loadSharp } from '../uploads/sharp.ts';

const { width, height } = SHARE_IMAGE_SIZE;
const fontFiles = [
  '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  '@expo-google-fonts/noto-sans/800ExtraBold/NotoSans_800ExtraBold.ttf',
].map((font) => createRequire(import.meta.url).resolve(font));

/** A link preview's words and picture. */
export interface SharePicture {
  /** Above the title, in capitals: the category. */
  kicker: string;
  title: string;
  subtitle: string;
  siteName: string;
  /** An SVG drawing (the program's artwork) and the box it is drawn in, on the right. */
  art?: { svg: string; box: { x: number; y: number; w: number; h: number } };
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The drawing's own content, placed in a box of the preview. */
function placed(svg: string, box: { x: number; y: number; w: number; h: number }): string {
  const viewBox = /viewBox="([^"]+)"/.exec(svg)?.[1] ?? '0 0 400 260';
  const inner = svg.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
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

function previewSvg(picture: SharePicture): string {
  const titleLines = lines(picture.title, 16);
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
${picture.art ? placed(picture.art.svg, picture.art.box) : ''}
<text x="72" y="150" font-family="Noto Sans" font-weight="800" font-size="26" letter-spacing="3" fill="#fcd34d">${escape(picture.kicker.toUpperCase())}</text>
<text x="72" y="240" font-family="Noto Sans" font-weight="800" font-size="${size}" fill="#ffffff">${title}</text>
<text x="72" y="${250 + size * 1.1 * titleLines.length}" font-family="Noto Sans" font-size="30" fill="#c7d2fe">${escape(picture.subtitle)}</text>
<text x="72" y="560" font-family="Noto Sans" font-weight="800" font-size="34" fill="#ffffff">${escape(picture.siteName)}</text>
</svg>`;
}

/** The preview as the PNG link previews read (1200x630): about 60 ms and 40 KB. */
export function sharePng(picture: SharePicture): Buffer {
  return new Resvg(previewSvg(picture), {
    font: { fontFiles, loadSystemFonts: false, defaultFontFamily: 'Noto Sans' },
    fitTo: { mode: 'width', value: width },
  })
    .render()
    .asPng();
}

/** An SVG drawing of a picture file: the file itself, or a raster picture inside one. */
export async function artworkSvg(file: string): Promise<string | undefined> {
  try {
    if (file.endsWith('.svg')) return fs.readFileSync(file, 'utf8');
    const sharp = await loadSharp();
    const { data, info } = await sharp(file).png().toBuffer({ resolveWithObject: true });
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${info.width} ${info.height}"><image href="data:image/png;base64,${data.toString('base64')}" width="${info.width}" height="${info.height}" preserveAspectRatio="xMidYMid slice"/></svg>`;
  } catch {
    return undefined;
  }
}

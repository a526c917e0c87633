import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create } from 'fontkit';

/**
 * Noto Sans for the invoice PDFs, parsed once per process. pdfkit (0.20+) takes an
 * already-parsed fontkit font, and a font object keeps its parsed glyph, cmap and shaping
 * tables between documents: handing pdfkit the TTF bytes instead makes it parse them again for
 * every document (100-300 ms each, measured), where a shared font renders an invoice in under
 * 10 ms once warm. Sharing is safe because pdfkit reads the font only
 * synchronously (layout while drawing, the subset when the document ends), and each document
 * keeps its own subset of it.
 */

/** The parts of a fontkit `Font` this module touches; pdfkit takes the whole object. */
export interface ParsedFont {
  layout(text: string): { glyphs: Array<{ id: number }> };
  createSubset(): { includeGlyph(glyphId: number): number; encode(): Uint8Array };
}

export interface InvoiceFonts {
  regular: ParsedFont;
  bold: ParsedFont;
}

const require = createRequire(import.meta.url);

// The first text shaped builds a font's layout tables and the first subset reads its glyph
// tables (50-200 ms per font, measured); doing both on load keeps that out of the first invoice.
const WARM_UP_TEXT =
  'Tax Invoice ₹ 0123456789 ,.:;()/-−% ABCDEFGHIJKLMNOPQRSTUVWXYZ abcdefghijklmnopqrstuvwxyz';

function warmUp(font: ParsedFont): void {
  const subset = font.createSubset();
  for (const glyph of font.layout(WARM_UP_TEXT).glyphs) subset.includeGlyph(glyph.id);
  subset.encode();
}

function parse(file: string): ParsedFont {
  const path = require.resolve(`@expo-google-fonts/noto-sans/${file}`);
  const font = create(readFileSync(path)) as ParsedFont;
  warmUp(font);
  return font;
}

let loaded: InvoiceFonts | undefined;

/**
 * The parsed fonts, loaded on the first call. Call it at start-up to spend the few hundred
 * milliseconds of reading, parsing and warming there rather than in the first invoice request.
 */
export function loadInvoiceFonts(): InvoiceFonts {
  loaded ??= {
    regular: parse('400Regular/NotoSans_400Regular.ttf'),
    bold: parse('700Bold/NotoSans_700Bold.ttf'),
  };
  return loaded;
}

import path from 'node:path';
import type { MaterialFileType } from '../../../domain/delivery/materials.ts';
import { printableLine } from '../../../domain/printable-text.ts';

const PDF = Buffer.from('%PDF-');
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** The part an Office file must hold: its names sit uncompressed in the ZIP's local headers. */
const OFFICE_PART: Partial<Record<MaterialFileType, string>> = {
  pptx: 'ppt/presentation.xml',
  docx: 'word/document.xml',
};

const TYPE_WORDS: Record<MaterialFileType, string> = {
  pdf: 'a PDF',
  zip: 'a ZIP archive',
  pptx: 'a PowerPoint (PPTX) file',
  docx: 'a Word (DOCX) file',
};

/** The type the file's name claims, if it is one staff may upload. */
export function claimedType(fileName: string): MaterialFileType | undefined {
  const ext = path.extname(fileName).slice(1).toLowerCase();
  return ext === 'pdf' || ext === 'zip' || ext === 'pptx' || ext === 'docx' ? ext : undefined;
}

/**
 * Whether the bytes are what the name says. The browser's content type and the extension are
 * the sender's word; the first bytes (and, for Office files, the parts inside) are not.
 */
export function bytesMatch(bytes: Buffer, type: MaterialFileType): boolean {
  if (type === 'pdf') return bytes.subarray(0, PDF.length).equals(PDF);
  if (!bytes.subarray(0, ZIP.length).equals(ZIP)) return false;
  const part = OFFICE_PART[type];
  return part === undefined || (bytes.includes('[Content_Types].xml') && bytes.includes(part));
}

export const notTheClaimedType = (type: MaterialFileType) =>
  `This file is not really ${TYPE_WORDS[type]}: its contents say otherwise.`;

/**
 * The uploaded name as people will see it: no folders, not too long, and printable: a bidi
 * control would show 'invoice\u202Efdp.exe' as 'invoiceexe.pdf'.
 */
export function displayName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const clean = printableLine(base);
  return clean.length > 150 ? `${clean.slice(0, 140)}...${path.extname(clean)}` : clean;
}

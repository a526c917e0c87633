import PDFDocument from 'pdfkit';
import { create as createQr } from 'qrcode';
import { formatCertificateDay, revokedWords } from '../../domain/certificates/certificates.ts';
import { loadInvoiceFonts } from '../invoices/invoice-fonts.ts';

/** Everything the printed certificate says, frozen at issue (and its revocation, if any). */
export interface CertificateDocument {
  siteName: string;
  number: string;
  learnerName: string;
  program: string;
  plan: string;
  /** IST date. */
  completedOn: string;
  mentorName: string;
  issuedByName: string;
  issuedAt: string;
  pageUrl: string;
  revoked: { on: string; reason: string } | null;
}

type Pdf = PDFKit.PDFDocument;

const COLOUR = {
  brand: '#4338ca',
  brandLight: '#c7d2fe',
  ink: '#0f172a',
  muted: '#475569',
  rule: '#cbd5e1',
  danger: '#b91c1c',
  paper: '#fbfbff',
} as const;
const QR_SIZE = 92;

function style(pdf: Pdf, font: 'regular' | 'bold', size: number, colour: string): Pdf {
  return pdf.font(font).fontSize(size).fillColor(colour);
}

/** A double frame inside the page's edge, the look of a printed certificate. */
function drawFrame(pdf: Pdf): void {
  const { width, height } = pdf.page;
  pdf.rect(0, 0, width, height).fill(COLOUR.paper);
  pdf
    .rect(22, 22, width - 44, height - 44)
    .lineWidth(3)
    .strokeColor(COLOUR.brand)
    .stroke();
  pdf
    .rect(30, 30, width - 60, height - 60)
    .lineWidth(0.75)
    .strokeColor(COLOUR.brandLight)
    .stroke();
}

/** Centred text across the page between the frame's margins; returns the y below it. */
function centred(pdf: Pdf, text: string, y: number, margin = 70): number {
  pdf.text(text, margin, y, { width: pdf.page.width - 2 * margin, align: 'center' });
  return pdf.y;
}

/** The QR code of the public page, drawn as vector squares so that it prints sharp. */
function drawQr(pdf: Pdf, url: string, x: number, y: number): void {
  const { modules } = createQr(url, { errorCorrectionLevel: 'M' });
  const cell = QR_SIZE / modules.size;
  pdf.rect(x - 4, y - 4, QR_SIZE + 8, QR_SIZE + 8).fill('#ffffff');
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) pdf.rect(x + col * cell, y + row * cell, cell, cell);
    }
  }
  pdf.fill(COLOUR.ink);
}

/** Completion date, mentor and issuer in three columns above the foot. */
function drawFacts(pdf: Pdf, doc: CertificateDocument, y: number): void {
  const facts: Array<[string, string]> = [
    ['Completed on', formatCertificateDay(doc.completedOn)],
    ['Mentor', doc.mentorName || 'The mentors of the program'],
    ['Issued by', `${doc.issuedByName}, for ${doc.siteName}`],
  ];
  const left = 90;
  const width = (pdf.page.width - 2 * left) / facts.length;
  facts.forEach(([label, value], i) => {
    const x = left + i * width;
    pdf
      .moveTo(x + 20, y)
      .lineTo(x + width - 20, y)
      .lineWidth(0.75)
      .strokeColor(COLOUR.rule)
      .stroke();
    style(pdf, 'bold', 12, COLOUR.ink).text(value, x, y + 8, { width, align: 'center' });
    style(pdf, 'regular', 9, COLOUR.muted).text(label.toUpperCase(), x, pdf.y + 2, {
      width,
      align: 'center',
      characterSpacing: 1,
    });
  });
}

function drawFoot(pdf: Pdf, doc: CertificateDocument): void {
  const { width, height } = pdf.page;
  const qrX = width - 60 - QR_SIZE;
  const qrY = height - 58 - QR_SIZE;
  drawQr(pdf, doc.pageUrl, qrX, qrY);
  const textWidth = qrX - 80;
  style(pdf, 'regular', 9, COLOUR.muted).text('Certificate no.', 60, qrY + 28, {
    width: textWidth,
  });
  style(pdf, 'bold', 13, COLOUR.ink).text(doc.number, 60, pdf.y + 1, {
    width: textWidth,
    characterSpacing: 0.5,
  });
  style(pdf, 'regular', 9, COLOUR.muted).text(
    `Check that it is genuine: scan the code or open ${doc.pageUrl}`,
    60,
    pdf.y + 4,
    { width: textWidth, link: doc.pageUrl },
  );
}

function drawRevoked(pdf: Pdf, revoked: NonNullable<CertificateDocument['revoked']>): void {
  const { width } = pdf.page;
  pdf.rect(30, 30, width - 60, 30).fill(COLOUR.danger);
  style(pdf, 'bold', 11, '#ffffff').text(`${revokedWords(revoked)}.`, 40, 40, {
    width: width - 80,
    align: 'center',
    height: 14,
    ellipsis: true,
  });
}

function collect(pdf: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    pdf.on('data', (chunk: Uint8Array) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
}

/** The certificate of completion as a landscape A4 PDF, in the invoices' fonts. */
export function renderCertificatePdf(doc: CertificateDocument): Promise<Buffer> {
  const issued = new Date(doc.issuedAt);
  const pdf = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    lang: 'en-IN',
    displayTitle: true,
    info: {
      Title: `Certificate of completion ${doc.number}`,
      Author: doc.siteName,
      Creator: doc.siteName,
      Subject: `${doc.program} (${doc.plan}): ${doc.learnerName}`,
      CreationDate: issued,
      ModDate: issued,
    },
  });
  const fonts = loadInvoiceFonts();
  // @types/pdfkit 0.17 predates pdfkit 0.20 accepting parsed fontkit fonts.
  pdf.registerFont('regular', fonts.regular as unknown as PDFKit.Mixins.PDFFontSource);
  pdf.registerFont('bold', fonts.bold as unknown as PDFKit.Mixins.PDFFontSource);
  const done = collect(pdf);

  drawFrame(pdf);
  if (doc.revoked) drawRevoked(pdf, doc.revoked);
  style(pdf, 'bold', 18, COLOUR.brand);
  let y = centred(pdf, doc.siteName, 78);
  style(pdf, 'bold', 34, COLOUR.ink);
  y = centred(pdf, 'Certificate of completion', y + 14);
  pdf
    .moveTo(pdf.page.width / 2 - 60, y + 10)
    .lineTo(pdf.page.width / 2 + 60, y + 10)
    .lineWidth(2)
    .strokeColor(COLOUR.brand)
    .stroke();
  style(pdf, 'regular', 13, COLOUR.muted);
  y = centred(pdf, 'This certifies that', y + 28);
  style(pdf, 'bold', 40, COLOUR.brand);
  y = centred(pdf, doc.learnerName, y + 8);
  style(pdf, 'regular', 13, COLOUR.muted);
  y = centred(pdf, 'has completed the mentorship program', y + 10);
  style(pdf, 'bold', 22, COLOUR.ink);
  y = centred(pdf, doc.program, y + 6);
  style(pdf, 'regular', 13, COLOUR.ink);
  centred(pdf, doc.plan, y + 2);
  drawFacts(pdf, doc, pdf.page.height - 200);
  drawFoot(pdf, doc);
  pdf.end();
  return done;
}

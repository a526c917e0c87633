import PDFDocument from 'pdfkit';
import type {
  InvoiceDocument,
  InvoiceKind,
  InvoiceLine,
} from '../../domain/gst/invoice-document.ts';
import { istDay } from '../../domain/india-time.ts';
import { formatPaise } from '../../domain/money.ts';
import { loadInvoiceFonts } from './invoice-fonts.ts';

/**
 * An invoice or credit note as an A4 PDF, drawn from the frozen InvoiceDocument alone. The
 * same document always gives the same bytes, so an issued invoice can be regenerated: the PDF's
 * dates are the issue time, pdfkit derives the trailer's file ID from those info fields, and it
 * names the font subsets after their order in the document (not at random).
 */

type Pdf = PDFKit.PDFDocument;

const MARGIN = 40;
/** Kept free at the foot of every page for the footer line. */
const FOOTER_SPACE = 26;
const COLOUR = {
  brand: '#4338ca',
  ink: '#0f172a',
  muted: '#475569',
  rule: '#cbd5e1',
  band: '#f1f5f9',
} as const;
const SIZE = { heading: 20, title: 15, body: 9, table: 8, label: 7.5 } as const;
const CELL = { x: 4, y: 5 } as const;
/** The document number block on the right of the header, and the supply facts under it. */
const SIDE_WIDTH = 200;
const TOTALS_WIDTH = 210;

const TITLES: Record<InvoiceKind, string> = {
  'tax-invoice': 'Tax Invoice',
  invoice: 'Invoice',
  'credit-note': 'Credit Note',
};

const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');

/** '23 Nov 2026', the India date; spelled out here so ICU versions cannot change the bytes. */
function indiaDate(at: string): string {
  const [year, month, day] = istDay(at).split('-').map(Number) as [number, number, number];
  return `${day} ${MONTHS[month - 1]} ${year}`;
}

const grouping = new Intl.NumberFormat('en-IN');

/** '4,236.44': paise as rupees in Indian grouping, in integers so no float can round a paisa. */
function figure(paise: number): string {
  const abs = Math.abs(paise);
  const text = `${grouping.format(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
  return paise < 0 ? `−${text}` : text;
}

const rupees = (paise: number) => `₹${figure(paise)}`;

interface Frame {
  pdf: Pdf;
  doc: InvoiceDocument;
  left: number;
  right: number;
  width: number;
  /** The lowest y content may reach on a page. */
  bottom: number;
}

function style(pdf: Pdf, font: 'regular' | 'bold', size: number, colour: string): Pdf {
  return pdf.font(font).fontSize(size).fillColor(colour);
}

function rule(frame: Frame, y: number, x1 = frame.left, x2 = frame.right): void {
  frame.pdf.moveTo(x1, y).lineTo(x2, y).lineWidth(0.5).strokeColor(COLOUR.rule).stroke();
}

/** A muted lead-in followed by its value, wrapping as one paragraph; returns the y below it. */
function leadIn(pdf: Pdf, lead: string, value: string, x: number, y: number, width: number) {
  style(pdf, 'regular', SIZE.body, COLOUR.muted).text(lead, x, y, { width, continued: true });
  pdf.fillColor(COLOUR.ink).text(value);
  return pdf.y;
}

const fact = (pdf: Pdf, label: string, value: string, x: number, y: number, width: number) =>
  leadIn(pdf, `${label}: `, value, x, y, width);

function sectionLabel(pdf: Pdf, text: string, x: number, y: number): number {
  style(pdf, 'bold', SIZE.label, COLOUR.muted).text(text.toUpperCase(), x, y);
  return pdf.y + 2;
}

function drawHeader(frame: Frame): number {
  const { pdf, doc, left, right, width } = frame;
  style(pdf, 'bold', SIZE.heading, COLOUR.brand).text(doc.site_name, left, MARGIN, {
    width: width - SIDE_WIDTH,
  });
  const nameBottom = pdf.y;
  style(pdf, 'bold', SIZE.title, COLOUR.ink);
  pdf.text(TITLES[doc.kind], right - SIDE_WIDTH, MARGIN + 4, { width: SIDE_WIDTH, align: 'right' });
  const headerBottom = Math.max(nameBottom, pdf.y);

  const sellerBottom = drawSeller(frame, headerBottom + 6);
  const metaBottom = drawMeta(frame, headerBottom + 6);
  return Math.max(sellerBottom, metaBottom) + 10;
}

function drawSeller(frame: Frame, top: number): number {
  const { pdf, doc, left, width } = frame;
  const columnWidth = width - SIDE_WIDTH - 30;
  const { seller } = doc;
  style(pdf, 'bold', SIZE.body + 1, COLOUR.ink).text(seller.name, left, top, {
    width: columnWidth,
  });
  style(pdf, 'regular', SIZE.body, COLOUR.ink).text(seller.address, { width: columnWidth });
  let y = pdf.y;
  if (seller.gstin) y = fact(pdf, 'GSTIN', seller.gstin, left, y, columnWidth);
  return fact(pdf, 'State', `${seller.state_name} (${seller.state_code})`, left, y, columnWidth);
}

function drawMeta(frame: Frame, top: number): number {
  const { pdf, doc, right } = frame;
  const numberLabel = doc.kind === 'credit-note' ? 'Credit note no.' : 'Invoice no.';
  const rows: Array<[string, string]> = [
    [numberLabel, doc.number],
    ['Date', indiaDate(doc.issued_at)],
    ['Order no.', doc.order_number],
  ];
  const x = right - SIDE_WIDTH;
  let y = top;
  for (const [label, value] of rows) {
    style(pdf, 'regular', SIZE.body, COLOUR.muted).text(label, x, y, { width: 80 });
    style(pdf, 'bold', SIZE.body, COLOUR.ink).text(value, x + 80, y, {
      width: SIDE_WIDTH - 80,
      align: 'right',
    });
    y = pdf.y + 1;
  }
  return y;
}

function drawParties(frame: Frame, top: number): number {
  const { pdf, doc, left, right, width } = frame;
  rule(frame, top);
  const columnWidth = width - SIDE_WIDTH - 30;
  const { buyer } = doc;

  let y = sectionLabel(pdf, 'Billed to', left, top + 10);
  style(pdf, 'bold', SIZE.body + 1, COLOUR.ink).text(buyer.name, left, y, { width: columnWidth });
  style(pdf, 'regular', SIZE.body, COLOUR.ink).text(buyer.email, { width: columnWidth });
  pdf.text(buyer.address, { width: columnWidth });
  y = pdf.y;
  if (buyer.gstin) y = fact(pdf, 'GSTIN', buyer.gstin, left, y, columnWidth);
  const buyerBottom = fact(
    pdf,
    'State',
    `${buyer.state_name} (${buyer.state_code})`,
    left,
    y,
    columnWidth,
  );

  const x = right - SIDE_WIDTH;
  y = sectionLabel(pdf, 'Supply', x, top + 10);
  const place = `${doc.place_of_supply.name} (${doc.place_of_supply.code})`;
  y = fact(pdf, 'Place of supply', place, x, y, SIDE_WIDTH);
  if (doc.kind !== 'invoice') y = fact(pdf, 'Reverse charge', 'No', x, y, SIDE_WIDTH);

  return Math.max(buyerBottom, y) + 10;
}

function drawCreditReference(frame: Frame, top: number): number {
  const { pdf, doc, left, width } = frame;
  if (doc.kind !== 'credit-note' || !doc.refers_to) return top;
  rule(frame, top);
  const { number, issued_at } = doc.refers_to;
  const against = `Against invoice ${number} dated ${indiaDate(issued_at)}`;
  style(pdf, 'bold', SIZE.body, COLOUR.ink).text(against, left, top + 8, { width });
  let y = pdf.y;
  if (doc.reason) y = fact(pdf, 'Reason', doc.reason, left, y, width);
  return y + 10;
}

interface Column {
  header: string;
  width: number;
  align: 'left' | 'right';
  cell: (line: InvoiceLine) => string;
}

const money = (header: string, width: number, pick: (line: InvoiceLine) => number): Column => ({
  header,
  width,
  align: 'right',
  cell: (line) => figure(pick(line)),
});

function taxColumns(doc: InvoiceDocument): Column[] {
  if (doc.kind === 'invoice') return [];
  const half = doc.gst_rate_percent / 2;
  const taxable = money('Taxable value', 64, (l) => l.taxable_paise);
  if (!doc.intra_state) {
    return [taxable, money(`IGST ${doc.gst_rate_percent}%`, 56, (l) => l.igst_paise)];
  }
  return [
    taxable,
    money(`CGST ${half}%`, 50, (l) => l.cgst_paise),
    money(`SGST ${half}%`, 50, (l) => l.sgst_paise),
  ];
}

/** 'Python: Pro Plan × 5' for five seats; a line of one is its description alone. */
const described = (line: InvoiceLine) =>
  line.quantity === undefined || line.quantity === 1
    ? line.description
    : `${line.description} × ${line.quantity}`;

/** The line table's columns; the description takes what the figures leave. */
function columns(frame: Frame): Column[] {
  const figures: Column[] = [
    { header: 'SAC', width: 40, align: 'left', cell: (l) => l.sac },
    money('Price', 58, (l) => l.gross_paise),
    money('Discount', 52, (l) => l.discount_paise),
    ...taxColumns(frame.doc),
    money('Total', 62, (l) => l.total_paise),
  ];
  const used = figures.reduce((sum, column) => sum + column.width, 0);
  const description: Column = {
    header: 'Description',
    width: frame.width - used,
    align: 'left',
    cell: described,
  };
  return [description, ...figures];
}

function rowHeight(pdf: Pdf, cells: string[], cols: Column[]): number {
  const heights = cols.map((col, i) =>
    pdf.heightOfString(cells[i]!, { width: col.width - 2 * CELL.x }),
  );
  return Math.max(...heights) + 2 * CELL.y;
}

function drawCells(frame: Frame, y: number, cells: string[], cols: Column[]): void {
  let x = frame.left;
  cols.forEach((col, i) => {
    frame.pdf.text(cells[i]!, x + CELL.x, y + CELL.y, {
      width: col.width - 2 * CELL.x,
      align: col.align,
    });
    x += col.width;
  });
}

function drawTableHeader(frame: Frame, y: number, cols: Column[]): number {
  const { pdf } = frame;
  const headers = cols.map((col) => col.header);
  style(pdf, 'bold', SIZE.table, COLOUR.muted);
  const height = rowHeight(pdf, headers, cols);
  pdf.rect(frame.left, y, frame.width, height).fill(COLOUR.band);
  // fill() leaves the band's colour as the fill colour, which text is drawn in.
  pdf.fillColor(COLOUR.muted);
  drawCells(frame, y, headers, cols);
  rule(frame, y + height);
  return y + height;
}

/** A new page that says whose it is, for lines or totals that did not fit. */
function continuationPage(frame: Frame): number {
  const { pdf, doc, left, width } = frame;
  pdf.addPage();
  const heading = `${TITLES[doc.kind]} ${doc.number} (continued)`;
  style(pdf, 'bold', SIZE.body, COLOUR.muted).text(heading, left, MARGIN, { width });
  return pdf.y + 8;
}

function drawLines(frame: Frame, top: number): number {
  const { pdf, doc } = frame;
  const cols = columns(frame);
  style(pdf, 'regular', SIZE.label, COLOUR.muted).text('All amounts in ₹', frame.left, top, {
    width: frame.width,
    align: 'right',
  });
  let y = drawTableHeader(frame, pdf.y + 2, cols);
  for (const line of doc.lines) {
    const cells = cols.map((col) => col.cell(line));
    style(pdf, 'regular', SIZE.table, COLOUR.ink);
    const height = rowHeight(pdf, cells, cols);
    if (y + height > frame.bottom) {
      y = drawTableHeader(frame, continuationPage(frame), cols);
      style(pdf, 'regular', SIZE.table, COLOUR.ink);
    }
    drawCells(frame, y, cells, cols);
    y += height;
    rule(frame, y);
  }
  return y + 12;
}

function totalsRows(doc: InvoiceDocument): Array<[string, number]> {
  const { totals } = doc;
  if (doc.kind === 'invoice') return [];
  const half = doc.gst_rate_percent / 2;
  const taxes: Array<[string, number]> = doc.intra_state
    ? [
        [`CGST ${half}%`, totals.cgst_paise],
        [`SGST ${half}%`, totals.sgst_paise],
      ]
    : [[`IGST ${doc.gst_rate_percent}%`, totals.igst_paise]];
  return [['Taxable value', totals.taxable_paise], ...taxes];
}

const TOTAL_ROW = 15;

function totalsHeight(doc: InvoiceDocument): number {
  return (totalsRows(doc).length + 1) * TOTAL_ROW + 6;
}

function drawTotals(frame: Frame, top: number): void {
  const { pdf, doc, right } = frame;
  const x = right - TOTALS_WIDTH;
  let y = top;
  for (const [label, paise] of totalsRows(doc)) {
    style(pdf, 'regular', SIZE.body, COLOUR.muted).text(label, x, y, { width: 110 });
    style(pdf, 'regular', SIZE.body, COLOUR.ink).text(rupees(paise), x + 110, y, {
      width: TOTALS_WIDTH - 110,
      align: 'right',
    });
    y += TOTAL_ROW;
  }
  if (y > top) rule(frame, y - 2, x, right);
  style(pdf, 'bold', SIZE.body + 1, COLOUR.ink).text('Total', x, y + 3, { width: 110 });
  pdf.text(rupees(doc.totals.total_paise), x + 110, y + 3, {
    width: TOTALS_WIDTH - 110,
    align: 'right',
  });
}

/** The notes beside the totals, each a lead-in and its text. */
function notes(doc: InvoiceDocument): Array<[string, string]> {
  const list: Array<[string, string]> = [['Amount in words: ', doc.amount_in_words]];
  if (doc.referral) {
    const { code, referrer } = doc.referral;
    const discount = `−${formatPaise(doc.totals.discount_paise)}`;
    list.push(['Referral ', `${code} (${referrer}) applied: ${discount}`]);
  }
  if (doc.kind === 'invoice') {
    list.push(['Note: ', 'The supplier is not registered under GST; no GST is charged.']);
  }
  return list;
}

const notesWidth = (frame: Frame) => frame.width - TOTALS_WIDTH - 30;

function notesHeight(frame: Frame): number {
  style(frame.pdf, 'regular', SIZE.body, COLOUR.ink);
  return notes(frame.doc).reduce(
    (sum, [lead, text]) =>
      sum + frame.pdf.heightOfString(lead + text, { width: notesWidth(frame) }) + 6,
    0,
  );
}

function drawNotes(frame: Frame, top: number): void {
  let y = top;
  for (const [lead, text] of notes(frame.doc)) {
    y = leadIn(frame.pdf, lead, text, frame.left, y, notesWidth(frame)) + 6;
  }
}

function drawSummary(frame: Frame, top: number): void {
  const needed = Math.max(totalsHeight(frame.doc), notesHeight(frame));
  const y = top + needed > frame.bottom ? continuationPage(frame) : top;
  drawNotes(frame, y);
  drawTotals(frame, y);
}

/** The issuer line and page number at the foot of every page. */
function drawFooters(frame: Frame): void {
  const { pdf, doc, left, width } = frame;
  const { start, count } = pdf.bufferedPageRange();
  const issued = `Issued electronically by ${doc.seller.name}; no signature is required.`;
  for (let i = start; i < start + count; i++) {
    pdf.switchToPage(i);
    const y = pdf.page.height - MARGIN - FOOTER_SPACE + 10;
    rule(frame, y);
    style(pdf, 'regular', SIZE.label, COLOUR.muted).text(issued, left, y + 5, {
      width: width - 80,
      lineBreak: false,
    });
    pdf.text(`Page ${i - start + 1} of ${count}`, left + width - 80, y + 5, {
      width: 80,
      align: 'right',
      lineBreak: false,
    });
  }
}

function newDocument(doc: InvoiceDocument): Pdf {
  const issued = new Date(doc.issued_at);
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    lang: 'en-IN',
    displayTitle: true,
    info: {
      Title: `${TITLES[doc.kind]} ${doc.number}`,
      Author: doc.seller.name,
      Creator: doc.site_name,
      CreationDate: issued,
      ModDate: issued,
    },
  });
  const fonts = loadInvoiceFonts();
  // @types/pdfkit 0.17 predates pdfkit 0.20 accepting parsed fontkit fonts.
  pdf.registerFont('regular', fonts.regular as unknown as PDFKit.Mixins.PDFFontSource);
  pdf.registerFont('bold', fonts.bold as unknown as PDFKit.Mixins.PDFFontSource);
  return pdf;
}

function collect(pdf: Pdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    pdf.on('data', (chunk: Uint8Array) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
}

export function renderInvoicePdf(doc: InvoiceDocument): Promise<Buffer> {
  const pdf = newDocument(doc);
  const done = collect(pdf);
  const frame: Frame = {
    pdf,
    doc,
    left: MARGIN,
    right: pdf.page.width - MARGIN,
    width: pdf.page.width - 2 * MARGIN,
    bottom: pdf.page.height - MARGIN - FOOTER_SPACE,
  };
  let y = drawHeader(frame);
  y = drawParties(frame, y);
  y = drawCreditReference(frame, y);
  y = drawLines(frame, y);
  drawSummary(frame, y);
  drawFooters(frame);
  pdf.end();
  return done;
}

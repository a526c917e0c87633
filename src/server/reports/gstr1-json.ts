import type {
  DocumentSeries,
  Gstr1Return,
  HsnRow,
  RegisteredDocument,
  ReturnDocument,
  TaxFigures,
} from './gst-returns.ts';
import {
  B2CS_TYPE,
  NO_REVERSE_CHARGE,
  NOTE_TYPE_CREDIT,
  SAC_DESCRIPTIONS,
  SERVICE_UQC,
  UR_TYPE_B2CL,
  jsonDate,
} from './gstr1-templates.ts';

/**
 * The month's GSTR-1 as the JSON the GST portal takes (Returns > GSTR-1 > Prepare offline >
 * Upload), in the field names and shapes the Returns Offline Tool writes: sources in
 * docs/invoices.md. Amounts are numbers in rupees to two decimals; dates dd-mm-yyyy; a place of
 * supply its two-digit code.
 */

/** Paise as the return's rupees: 847373 -> 8473.73 (a double prints its shortest form). */
const amount = (paise: number) => paise / 100;

/** 'R': a regular supply, not to an SEZ nor a deemed export. */
const REGULAR = 'R';

/** Documents issued (table 13) numbers each kind of document as the return's list does. */
const DOCUMENT_NUMBERS: Record<DocumentSeries['nature'], number> = {
  'Invoices for outward supply': 1,
  'Credit Note': 5,
};

/** A document's taxes: CGST and SGST within the seller's state, IGST across a border. */
const taxesOf = (figures: TaxFigures, intraState: boolean) =>
  intraState
    ? { camt: amount(figures.cgst_paise), samt: amount(figures.sgst_paise) }
    : { iamt: amount(figures.igst_paise) };

/**
 * A document's one rate as an item. The tool numbers an item by its rate (rate × 100 + 1, 1801
 * for 18%), which keeps one item per rate.
 */
const itemsOf = (d: ReturnDocument) => [
  {
    num: d.rate_percent * 100 + 1,
    itm_det: {
      txval: amount(d.taxable_paise),
      rt: d.rate_percent,
      ...taxesOf(d, d.intra_state),
      csamt: 0,
    },
  },
];

/** Rows grouped under a key, groups and rows in the order first met. */
function grouped<T, K extends string>(rows: T[], keyOf: (row: T) => K): Array<[K, T[]]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return [...groups];
}

const b2bOf = (invoices: RegisteredDocument[]) =>
  grouped(invoices, (i) => i.gstin).map(([ctin, rows]) => ({
    ctin,
    inv: rows.map((i) => ({
      inum: i.number,
      idt: jsonDate(i.day),
      val: amount(i.value_paise),
      pos: i.place_of_supply.code,
      rchrg: NO_REVERSE_CHARGE,
      inv_typ: REGULAR,
      itms: itemsOf(i),
    })),
  }));

const b2clOf = (invoices: ReturnDocument[]) =>
  grouped(invoices, (i) => i.place_of_supply.code).map(([pos, rows]) => ({
    pos,
    inv: rows.map((i) => ({
      inum: i.number,
      idt: jsonDate(i.day),
      val: amount(i.value_paise),
      itms: itemsOf(i),
    })),
  }));

const cdnrOf = (notes: RegisteredDocument[]) =>
  grouped(notes, (n) => n.gstin).map(([ctin, rows]) => ({
    ctin,
    nt: rows.map((n) => ({
      ntty: NOTE_TYPE_CREDIT,
      nt_num: n.number,
      nt_dt: jsonDate(n.day),
      val: amount(n.value_paise),
      pos: n.place_of_supply.code,
      rchrg: NO_REVERSE_CHARGE,
      inv_typ: REGULAR,
      itms: itemsOf(n),
    })),
  }));

const cdnurOf = (notes: ReturnDocument[]) =>
  notes.map((n) => ({
    typ: UR_TYPE_B2CL,
    ntty: NOTE_TYPE_CREDIT,
    nt_num: n.number,
    nt_dt: jsonDate(n.day),
    val: amount(n.value_paise),
    pos: n.place_of_supply.code,
    itms: itemsOf(n),
  }));

const hsnOf = (rows: HsnRow[]) =>
  rows.map((r, index) => ({
    num: index + 1,
    hsn_sc: r.sac,
    desc: SAC_DESCRIPTIONS[r.sac] ?? '',
    uqc: SERVICE_UQC,
    qty: 0,
    rt: r.rate_percent,
    txval: amount(r.taxable_paise),
    iamt: amount(r.igst_paise),
    camt: amount(r.cgst_paise),
    samt: amount(r.sgst_paise),
    csamt: 0,
  }));

const documentsIssuedOf = (series: DocumentSeries[]) => ({
  doc_det: grouped(series, (s) => s.nature).map(([nature, rows]) => ({
    doc_num: DOCUMENT_NUMBERS[nature],
    docs: rows.map((s, index) => ({
      num: index + 1,
      from: s.from,
      to: s.to,
      totnum: s.total,
      cancel: s.cancelled,
      net_issue: s.total - s.cancelled,
    })),
  })),
});

/** The return of `month` (YYYY-MM) of the seller registered as `gstin`. */
export function gstr1Json(gstr1: Gstr1Return, gstin: string, month: string) {
  const [year, mon] = month.split('-') as [string, string];
  return {
    gstin,
    fp: `${mon}${year}`,
    b2b: b2bOf(gstr1.b2b),
    b2cl: b2clOf(gstr1.b2cl),
    b2cs: gstr1.b2cs.map((r) => ({
      sply_ty: r.intra_state ? 'INTRA' : 'INTER',
      pos: r.place_of_supply.code,
      typ: B2CS_TYPE,
      rt: r.rate_percent,
      txval: amount(r.taxable_paise),
      ...taxesOf(r, r.intra_state),
      csamt: 0,
    })),
    cdnr: cdnrOf(gstr1.cdnr),
    cdnur: cdnurOf(gstr1.cdnur),
    hsn: { hsn_b2b: hsnOf(gstr1.hsn.b2b), hsn_b2c: hsnOf(gstr1.hsn.b2c) },
    doc_issue: documentsIssuedOf(gstr1.documents),
  };
}

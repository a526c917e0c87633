/**
 * What the GST portal's Returns Offline Tool takes, written down from its sources (not from the
 * site's code), for the tests of the GSTR-1 files. Read on 5 December 2026:
 *
 * - The column rows: the tool's section CSV templates and its Excel workbook (GSTR1 Excel
 *   Workbook Template V2.1/V2.2, sheets b2b,sez,de / b2cl / b2cs / cdnr / cdnur / hsn(b2b) /
 *   hsn(b2c) / docs, downloadable at https://www.gst.gov.in/download/returns), as the tool's own
 *   code reads them (GST Offline Tool 3.2.4, utility/jsonToExcel.js and
 *   public/uiassets/js/returns/returns.fct.js) and as India Compliance writes them
 *   (github.com/resilient-tech/india-compliance, gst_india/doctype/gstr_1/gstr_1_export.py).
 * - The JSON: the same tool's writer (returns.fct.js getInv/getItm, utility/common.js
 *   formDataFormat: hsn as hsn_b2b/hsn_b2c from the May 2025 period) and India Compliance's
 *   gst_india/utils/gstr_1/sections/*.py.
 */
export const TEMPLATE_HEADERS = {
  b2b: 'GSTIN/UIN of Recipient,Receiver Name,Invoice Number,Invoice date,Invoice Value,Place Of Supply,Reverse Charge,Applicable % of Tax Rate,Invoice Type,E-Commerce GSTIN,Rate,Taxable Value,Cess Amount',
  b2cl: 'Invoice Number,Invoice date,Invoice Value,Place Of Supply,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount,E-Commerce GSTIN',
  // The CSV template's order; the workbook's sheet puts 'Applicable % of Tax Rate' before 'Rate'.
  b2cs: 'Type,Place Of Supply,Rate,Applicable % of Tax Rate,Taxable Value,Cess Amount,E-Commerce GSTIN',
  cdnr: 'GSTIN/UIN of Recipient,Receiver Name,Note Number,Note Date,Note Type,Place Of Supply,Reverse Charge,Note Supply Type,Note Value,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount',
  cdnur:
    'UR Type,Note Number,Note Date,Note Type,Place Of Supply,Note Value,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount',
  hsn: 'HSN,Description,UQC,Total Quantity,Total Value,Rate,Taxable Value,Integrated Tax Amount,Central Tax Amount,State/UT Tax Amount,Cess Amount',
  docs: 'Nature of Document,Sr. No. From,Sr. No. To,Total Number,Cancelled',
} as const;

/** The keys of the return's JSON, each section's in the tool's writer. */
export const JSON_KEYS = {
  top: ['gstin', 'fp', 'b2b', 'b2cl', 'b2cs', 'cdnr', 'cdnur', 'hsn', 'doc_issue'],
  b2bInvoice: ['inum', 'idt', 'val', 'pos', 'rchrg', 'inv_typ', 'itms'],
  b2clInvoice: ['inum', 'idt', 'val', 'itms'],
  cdnrNote: ['ntty', 'nt_num', 'nt_dt', 'val', 'pos', 'rchrg', 'inv_typ', 'itms'],
  cdnurNote: ['typ', 'ntty', 'nt_num', 'nt_dt', 'val', 'pos', 'itms'],
  hsn: ['num', 'hsn_sc', 'desc', 'uqc', 'qty', 'rt', 'txval', 'iamt', 'camt', 'samt', 'csamt'],
  docs: ['num', 'from', 'to', 'totnum', 'cancel', 'net_issue'],
} as const;

/** The template's place-of-supply list spells Maharashtra and Karnataka so. */
export const MAHARASHTRA = '27-Maharashtra';
export const KARNATAKA = '29-Karnataka';

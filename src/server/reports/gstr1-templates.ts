import type { GstStateCode } from '../../domain/gst/states.ts';

/**
 * The GST portal's Returns Offline Tool takes each GSTR-1 section as a CSV whose first line names
 * its columns; it reads a row by those names, so they are spelt here as its templates spell them,
 * in their order (sources and dates in docs/invoices.md).
 */
export const GSTR1_COLUMNS = {
  b2b: [
    'GSTIN/UIN of Recipient',
    'Receiver Name',
    'Invoice Number',
    'Invoice date',
    'Invoice Value',
    'Place Of Supply',
    'Reverse Charge',
    'Applicable % of Tax Rate',
    'Invoice Type',
    'E-Commerce GSTIN',
    'Rate',
    'Taxable Value',
    'Cess Amount',
  ],
  b2cl: [
    'Invoice Number',
    'Invoice date',
    'Invoice Value',
    'Place Of Supply',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
    'E-Commerce GSTIN',
  ],
  b2cs: [
    'Type',
    'Place Of Supply',
    'Rate',
    'Applicable % of Tax Rate',
    'Taxable Value',
    'Cess Amount',
    'E-Commerce GSTIN',
  ],
  cdnr: [
    'GSTIN/UIN of Recipient',
    'Receiver Name',
    'Note Number',
    'Note Date',
    'Note Type',
    'Place Of Supply',
    'Reverse Charge',
    'Note Supply Type',
    'Note Value',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
  ],
  cdnur: [
    'UR Type',
    'Note Number',
    'Note Date',
    'Note Type',
    'Place Of Supply',
    'Note Value',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
  ],
  /** hsn(b2b) and hsn(b2c) alike. */
  hsn: [
    'HSN',
    'Description',
    'UQC',
    'Total Quantity',
    'Total Value',
    'Rate',
    'Taxable Value',
    'Integrated Tax Amount',
    'Central Tax Amount',
    'State/UT Tax Amount',
    'Cess Amount',
  ],
  docs: ['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled'],
} as const;

/**
 * The states as the templates' place-of-supply list spells them ('27-Maharashtra'), which is not
 * always as invoices print them: '&' for 'and', and 'Lakshdweep' as GSTN writes it.
 */
const PORTAL_STATE_NAMES: Record<GstStateCode, string> = {
  '01': 'Jammu & Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '26': 'Dadra & Nagar Haveli & Daman & Diu',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshdweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman & Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
  '97': 'Other Territory',
};

/** '09-Uttar Pradesh': a place of supply as the templates' list gives it. */
export const portalPlaceOfSupply = (place: { code: string; name: string }) =>
  `${place.code}-${PORTAL_STATE_NAMES[place.code as GstStateCode] ?? place.name}`;

const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');

/** '05-Nov-2026': a date as the templates take it (DD-MMM-YYYY). */
export function templateDate(day: string): string {
  const [year, month, date] = day.split('-') as [string, string, string];
  return `${date}-${MONTHS[Number(month) - 1]}-${year}`;
}

/** '05-11-2026': a date as the return's JSON takes it. */
export function jsonDate(day: string): string {
  const [year, month, date] = day.split('-') as [string, string, string];
  return `${date}-${month}-${year}`;
}

/**
 * A SAC's description in GSTN's HSN master, which the portal fills in beside the code: the
 * programs are all 999293.
 */
export const SAC_DESCRIPTIONS: Record<string, string> = {
  '999293': 'Commercial training and coaching services',
};

/** Services have no unit of quantity: the return takes 'NA' and a quantity of 0. */
export const SERVICE_UQC = 'NA';

/** The return's words for what the site issues. */
export const INVOICE_TYPE_REGULAR = 'Regular B2B';
export const NOTE_TYPE_CREDIT = 'C';
/** Other than through an e-commerce operator: the site sells directly. */
export const B2CS_TYPE = 'OE';
export const UR_TYPE_B2CL = 'B2CL';
export const NO_REVERSE_CHARGE = 'N';

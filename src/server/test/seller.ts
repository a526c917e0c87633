import { gstinCheckCharacter } from '../../domain/gst/gstin.ts';

/** The business as the invoice and report tests configure it: Karnataka, with a valid GSTIN. */
export const SELLER = {
  legalName: 'Mentora Learning Private Limited',
  address: '42 Residency Road, Bengaluru 560025',
  state: '29',
  gstin: `29AAPFU0939F1Z${gstinCheckCharacter('29AAPFU0939F1Z')}`,
  invoicePrefix: 'MEN',
};

/**
 * GSTR-1 lists a sale to a buyer without a GSTIN invoice by invoice (table 5, "B2C Large") when
 * it crosses a state border and its invoice is worth more than one lakh rupees: CGST rule 59(4)
 * as Notification 12/2024-Central Tax amended it from 1 August 2024 (two and a half lakh before).
 * Every other sale to such a buyer is summed per place of supply and rate (table 7, "B2C Others").
 * The site issued no invoice before that date, so the older limit has no case here.
 */
export const B2CL_LIMIT_PAISE = 1_00_000_00;

export interface B2cSale {
  /** The buyer's GSTIN; a registered buyer's sale is B2B whatever its value. */
  buyerGstin?: string | null;
  placeOfSupply: string;
  sellerState: string;
  /** What the invoice is worth, tax included: for a credit note, its invoice's value. */
  invoicePaise: number;
}

/** Whether the sale is reported in B2CL (and a credit note against it in CDNUR). */
export function isB2cLarge(sale: B2cSale): boolean {
  return (
    !sale.buyerGstin &&
    sale.placeOfSupply !== sale.sellerState &&
    sale.invoicePaise > B2CL_LIMIT_PAISE
  );
}

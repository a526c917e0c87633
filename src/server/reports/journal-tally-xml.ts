import { JOURNAL_LEDGERS, type JournalEntry, type JournalVoucher } from './journal-vouchers.ts';

/**
 * Characters XML 1.0 does not allow at all, escaped or not: the C0 controls but tab, line feed
 * and carriage return, lone surrogates, U+FFFE and U+FFFF. A name typed with one would make the
 * whole file unreadable to Tally, so they are left out.
 */
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- these control characters are the ones to find
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/** Text as an element's content: '&', '<' and '>' as entities, characters XML forbids left out. */
export function xmlText(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>]/g, (ch) => ENTITIES[ch]!);
}

const element = (name: string, text: string) => `<${name}>${xmlText(text)}</${name}>`;

/** Rupees as Tally takes them, two decimals, '-' for a debit: 899900 -> '8999.00'. */
function tallyAmount({ side, paise }: JournalEntry): string {
  const rupees = `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
  return side === 'debit' ? `-${rupees}` : rupees;
}

/**
 * A ledger line as Tally writes it: a debit is 'deemed positive' with a negative amount, a
 * credit the other way round.
 */
function ledgerEntry(entry: JournalEntry): string {
  const party = entry.ledger === JOURNAL_LEDGERS.party;
  return [
    '<ALLLEDGERENTRIES.LIST>',
    element('LEDGERNAME', entry.ledger),
    element('ISDEEMEDPOSITIVE', entry.side === 'debit' ? 'Yes' : 'No'),
    element('ISPARTYLEDGER', party ? 'Yes' : 'No'),
    element('AMOUNT', tallyAmount(entry)),
    '</ALLLEDGERENTRIES.LIST>',
  ].join('\r\n');
}

/**
 * One voucher in its own message, in Tally's accounting voucher view (ledgers only, no stock
 * items). The buyer's name, GSTIN, state and place of supply are the voucher's party details,
 * so one debtors' ledger serves every learner.
 */
export function tallyVoucher(voucher: JournalVoucher): string {
  const { buyer } = voucher;
  return [
    '<TALLYMESSAGE xmlns:UDF="TallyUDF">',
    `<VOUCHER VCHTYPE="${voucher.type}" ACTION="Create" OBJVIEW="Accounting Voucher View">`,
    element('DATE', voucher.date.replaceAll('-', '')),
    element('VOUCHERTYPENAME', voucher.type),
    element('VOUCHERNUMBER', voucher.number),
    element('PERSISTEDVIEW', 'Accounting Voucher View'),
    element('ISINVOICE', 'No'),
    element('PARTYLEDGERNAME', JOURNAL_LEDGERS.party),
    element('PARTYNAME', buyer.name),
    element('BASICBUYERNAME', buyer.name),
    element('GSTREGISTRATIONTYPE', buyer.gstin ? 'Regular' : 'Unregistered/Consumer'),
    buyer.gstin ? element('PARTYGSTIN', buyer.gstin) : '',
    element('STATENAME', buyer.state),
    element('COUNTRYOFRESIDENCE', 'India'),
    element('PLACEOFSUPPLY', voucher.placeOfSupply),
    element('NARRATION', voucher.narration),
    ...voucher.entries.map(ledgerEntry),
    '</VOUCHER>',
    '</TALLYMESSAGE>',
  ]
    .filter((line) => line !== '')
    .join('\r\n');
}

/** Tally's import envelope, around the vouchers: opened, then closed. */
export const TALLY_ENVELOPE = {
  open: [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<ENVELOPE>',
    '<HEADER><TALLYREQUEST>Import Data</TALLYREQUEST></HEADER>',
    '<BODY><IMPORTDATA>',
    '<REQUESTDESC><REPORTNAME>Vouchers</REPORTNAME></REQUESTDESC>',
    '<REQUESTDATA>',
  ].join('\r\n'),
  close: '</REQUESTDATA>\r\n</IMPORTDATA></BODY>\r\n</ENVELOPE>\r\n',
};

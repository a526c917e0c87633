/**
 * Bank statement exports written for the tests, with invented accounts and people, in the shapes
 * of the common Indian banks' CSV downloads: a title above the header, quoted amounts with
 * Indian grouping, debits beside credits, and summary lines at the end.
 */
export interface SampleCredit {
  utr: string;
  amount: string;
  note: string;
}

const narration = (c: SampleCredit) => `UPI/${c.utr}/${c.note}/learner@okicici/ICIC`;

export function hdfcStatement(credits: SampleCredit[]): string {
  return [
    '\uFEFFHDFC BANK Ltd.,,,,,,',
    'Statement of account,Account No :,50100012345678,,,,',
    'Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance',
    '01/11/26,NEFT-RENT NOVEMBER,N305261234,01/11/26,"25,000.00",,"1,00,000.00"',
    ...credits.map(
      (c, i) => `2${i}/11/26,${narration(c)},0000${c.utr},2${i}/11/26,,"${c.amount}","1,24,999.00"`,
    ),
    ',,,,,,',
    'STATEMENT SUMMARY :-,,,,,,',
    'Opening Balance,Dr Count,Cr Count,Debits,Credits,Closing Bal,',
    '"1,25,000.00",1,2,"25,000.00","9,999.00","1,09,999.00",',
  ].join('\r\n');
}

export function iciciStatement(credits: SampleCredit[]): string {
  return [
    'S No.,Value Date,Transaction Date,Cheque Number,Transaction Remarks,Withdrawal Amount (INR ),Deposit Amount (INR ),Balance (INR )',
    ...credits.map(
      (c, i) => `${i + 1},21/11/2026,21/11/2026,-,"${narration(c)}",0.00,"${c.amount}","50,000.00"`,
    ),
  ].join('\n');
}

export function sbiStatement(credits: SampleCredit[]): string {
  return [
    'Account Name     :  Mentora Learning Private Limited',
    'Account Number   :  00000012345678901',
    '',
    'Txn Date,Value Date,Description,Ref No./Cheque No.,Debit,Credit,Balance',
    ...credits.map(
      (c) =>
        `21 Nov 2026,21 Nov 2026,"BY TRANSFER-${narration(c)}",${c.utr},,"${c.amount}","70,000.00"`,
    ),
    '**This is a computer generated statement and does not require a signature.',
  ].join('\n');
}

export function axisStatement(credits: SampleCredit[]): string {
  return [
    'Tran Date,CHQNO,PARTICULARS,DR,CR,BAL,SOL',
    ...credits.map(
      (c) => `21-11-2026,,${narration(c)},,${c.amount.replace(/,/g, '')},"80,000.00",1234`,
    ),
    'TRANSACTION TOTAL,,,0.00,0.00,,',
  ].join('\n');
}

/** A bank the site does not know: staff map its columns once. */
export function otherBankStatement(credits: SampleCredit[]): string {
  return [
    'Posting date;Details;Txn ref;Amount credited'.replaceAll(';', ','),
    ...credits.map((c) => `21-Nov-2026,"${narration(c)}",${c.utr},"${c.amount}"`),
  ].join('\n');
}

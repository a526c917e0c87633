import type { InvoiceDocument } from '../gst/invoice-document.ts';

/** What revenue is read from: the lines of an issued invoice or credit note. */
export type RevenueDocument = Pick<InvoiceDocument, 'kind' | 'lines'>;

export interface ProgramRevenue {
  program: string;
  /** Invoice lines sold; a credit note takes money back, not the line. */
  lines: number;
  revenue_paise: number;
}

export interface Revenue {
  revenue_paise: number;
  /** Most revenue first; they add up to `revenue_paise` exactly. */
  programs: ProgramRevenue[];
}

/**
 * The program a line was sold for: its description is 'Python: Pro Plan', and plan names hold
 * no colon while a program's name might.
 */
export function programOfLine(description: string): string {
  const cut = description.lastIndexOf(': ');
  return cut < 0 ? description : description.slice(0, cut);
}

/**
 * Revenue, the one definition the dashboard and the reports share: what the invoices issued in a
 * period charged, GST included, less what the credit notes issued in it gave back, summed from
 * their lines in paise. Summing lines (not document totals) makes the programs add up to the
 * whole to the paisa; a document's totals are the sum of its lines, so the two agree. The
 * dashboard computes this same definition in SQL, over the lines stored with each document
 * (`document_lines`); its tests hold the two to the paisa.
 */
export function revenueOf(documents: readonly RevenueDocument[]): Revenue {
  let revenue = 0;
  const programs = new Map<string, ProgramRevenue>();
  for (const document of documents) {
    const credit = document.kind === 'credit-note';
    for (const line of document.lines) {
      const amount = credit ? -line.total_paise : line.total_paise;
      const program = programOfLine(line.description);
      const entry = programs.get(program) ?? { program, lines: 0, revenue_paise: 0 };
      if (!credit) entry.lines += 1;
      entry.revenue_paise += amount;
      programs.set(program, entry);
      revenue += amount;
    }
  }
  return { revenue_paise: revenue, programs: [...programs.values()].sort(byRevenue) };
}

/** Most revenue first, then by name: how programs are listed wherever revenue is shown. */
export function byRevenue(
  a: Pick<ProgramRevenue, 'program' | 'revenue_paise'>,
  b: Pick<ProgramRevenue, 'program' | 'revenue_paise'>,
): number {
  return b.revenue_paise - a.revenue_paise || a.program.localeCompare(b.program);
}

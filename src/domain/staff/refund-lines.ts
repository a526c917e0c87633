import { formatPaise } from '../money.ts';
import { z } from '../zod.ts';

const CHOOSE_LINES = 'Choose the programs refunded.';

/** The order lines a refund gives back, by their ids, each once; none refunds an amount only. */
export const refundLinesField = z
  .array(z.number({ error: CHOOSE_LINES }).int({ error: CHOOSE_LINES }).positive(), {
    error: CHOOSE_LINES,
  })
  .max(100, { error: CHOOSE_LINES })
  .refine((ids) => new Set(ids).size === ids.length, {
    error: 'Choose each program once.',
  });

/** Said when a refund is more than what was paid for the lines it gives back. */
export const refundTooLargeMessage = (maxPaise: number) =>
  `The refund can be at most what was paid for the programs chosen, ${formatPaise(maxPaise)}.`;

/** 'Python (Pro Plan)'; an upgrade line 'Python (Pro Plan, upgrade from Basic Plan)'. */
export const lineName = (line: { program: string; plan: string; upgrade_from?: string | null }) =>
  line.upgrade_from
    ? `${line.program} (${line.plan}, upgrade from ${line.upgrade_from})`
    : `${line.program} (${line.plan})`;

/** 'A', 'A and B', 'A, B and C' */
export function namesInWords(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** 'Access to Python (Pro Plan) ends. Java (Basic Plan) stays.' */
export function accessChangeWords(ending: string[], staying: string[]): string {
  const ends = ending.length > 0 ? `Access to ${namesInWords(ending)} ends.` : '';
  const stays =
    staying.length > 0
      ? `${namesInWords(staying)} ${staying.length === 1 ? 'stays' : 'stay'}.`
      : '';
  return [ends, stays].filter(Boolean).join(' ');
}

interface RefundLine {
  program: string;
  plan: string;
  upgrade_from?: string | null;
}

/**
 * What refunding `refunded` does, for staff to confirm: 'Access to Python (Pro Plan) ends. Java
 * (Basic Plan) stays.'; a refunded upgrade takes the plan back down instead of ending access:
 * 'Python goes back to the Basic Plan.'
 */
export function refundChangeWords(refunded: RefundLine[], kept: RefundLine[]): string {
  const back = refunded
    .filter((line) => line.upgrade_from)
    .map((line) => `${line.program} goes back to the ${line.upgrade_from}.`);
  const ending = refunded.filter((line) => !line.upgrade_from).map(lineName);
  return [accessChangeWords(ending, kept.map(lineName)), ...back].filter(Boolean).join(' ');
}

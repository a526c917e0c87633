import { z } from '../zod.ts';
import { gstState } from './states.ts';

const CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * The check character of a GSTIN's first 14 characters: each character's value (0-9, A-Z as
 * 0-35) times 1 and 2 alternately, each product's base-36 digits summed, and the sum's
 * complement to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = CHARSET.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARSET[(36 - (sum % 36)) % 36]!;
}

export type GstinProblem = 'shape' | 'state' | 'check';

/** Why a GSTIN is not valid, or undefined when it is. */
export function gstinProblem(gstin: string): GstinProblem | undefined {
  if (!SHAPE.test(gstin)) return 'shape';
  if (!gstState(gstin.slice(0, 2))) return 'state';
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return 'check';
  return undefined;
}

const PROBLEM_MESSAGES: Record<GstinProblem, string> = {
  shape: 'Enter the GSTIN as on your registration certificate, like 27AAPFU0939F1ZV.',
  state: 'This GSTIN does not start with a valid state code. Check its first two digits.',
  check:
    'This GSTIN’s last character does not match the rest: check it against your registration certificate.',
};

/**
 * An optional GSTIN field: spaces trimmed and letters upper-cased before the check, blank for
 * none. Each message says what to fix; the length comes first, the commonest slip.
 */
export const gstinField = z
  .string({ error: 'Enter the GSTIN as text.' })
  .trim()
  .toUpperCase()
  .superRefine((gstin, ctx) => {
    if (gstin === '') return;
    if (gstin.length !== 15) {
      ctx.addIssue({
        code: 'custom',
        message: `A GSTIN has 15 characters; this one has ${gstin.length}.`,
      });
      return;
    }
    const problem = gstinProblem(gstin);
    if (problem) ctx.addIssue({ code: 'custom', message: PROBLEM_MESSAGES[problem] });
  });

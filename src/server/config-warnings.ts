import type { Config } from './config.ts';
import { CONFIG_VARIABLES } from './config.ts';

/** Levenshtein distance, enough to tell a typo from another word. */
function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) {
      next[j] = Math.min(
        row[j]! + 1,
        next[j - 1]! + 1,
        row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    row = next;
  }
  return row[b.length]!;
}

/** The setting a misspelled name was probably meant to be, or undefined. */
export function meantVariable(name: string): string | undefined {
  if (CONFIG_VARIABLES.includes(name)) return undefined;
  const upper = name.toUpperCase();
  const squeezed = (text: string) => text.replace(/_/g, '');
  return CONFIG_VARIABLES.find(
    (known) =>
      known === upper ||
      squeezed(known) === squeezed(upper) ||
      distance(known, upper) <= Math.min(2, Math.floor(known.length / 4)),
  );
}

/**
 * What start-up says but does not stop for, a line each: a production site without an owner
 * address, and names in `.env` that look like a misspelled setting (which is otherwise ignored).
 */
export function configWarnings(config: Config, envFileNames: readonly string[]): string[] {
  const warnings: string[] = [];
  if (config.env === 'production' && !config.adminEmail) {
    warnings.push(
      "ADMIN_EMAIL: unset, so no account can become the owner; set the owner's address to open the staff console",
    );
  }
  for (const name of envFileNames) {
    const meant = meantVariable(name);
    if (meant)
      warnings.push(`.env: ${name} is not a setting this site reads; did you mean ${meant}?`);
  }
  return warnings;
}

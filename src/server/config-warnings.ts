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

/** Names in `.env` that look like a misspelled setting (which is otherwise ignored), a line each. */
export function envFileWarnings(envFileNames: readonly string[]): string[] {
  return envFileNames.flatMap((name) => {
    const meant = meantVariable(name);
    return meant ? [`.env: ${name} is not a setting this site reads; did you mean ${meant}?`] : [];
  });
}

/**
 * What start-up says but does not stop for, a line each: a production site without an owner
 * address, and the misspelled names in `.env`.
 */
export function configWarnings(config: Config, envFileNames: readonly string[]): string[] {
  const warnings: string[] = [];
  if (config.env === 'production' && !config.adminEmail) {
    warnings.push(
      "ADMIN_EMAIL: unset, so no account can become the owner; set the owner's address to open the staff console",
    );
  }
  return [...warnings, ...envFileWarnings(envFileNames)];
}

/**
 * What is printed when the settings stop a start: each mistake (a ConfigError's lines), then the
 * misspelled names in `.env`, which are often why a setting reads as missing.
 */
export function configErrorLines(message: string, envFileNames: readonly string[]): string[] {
  return [
    ...message.split('\n').map((line) => `Configuration error: ${line}`),
    ...envFileWarnings(envFileNames).map((line) => `Configuration warning: ${line}`),
  ];
}

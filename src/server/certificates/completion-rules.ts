import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  parseCompletionFile,
  ruleFor,
  type CompletionFile,
  type CompletionRule,
} from '../../domain/certificates/completion-rule.ts';

/**
 * A file of content/, found upwards from this module: the same walk works from src/ (tests,
 * dev) and from dist/node/ (the built server), which sit at different depths.
 */
export function contentFile(name: string): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(dir, 'content', name);
    if (fs.existsSync(candidate)) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`content/${name} was not found above the server`);
    dir = parent;
  }
}

let loaded: CompletionFile | undefined;

/** content/completion.json, checked, read once per process. A bad file fails with one line. */
export function completionFile(): CompletionFile {
  loaded ??= parseCompletionFile(
    JSON.parse(fs.readFileSync(contentFile('completion.json'), 'utf8')) as unknown,
  );
  return loaded;
}

let published = new Map<string, CompletionRule>();

/**
 * Makes the published programs' rules the ones certificates are issued by; called as the server
 * adopts a catalogue (adopt-catalogue.ts).
 */
export function adoptCompletionRules(
  programs: readonly { slug: string; completion: CompletionRule }[],
): void {
  published = new Map(programs.map((program) => [program.slug, program.completion]));
}

/**
 * A program's certificate rule: as published, or, before the server has read the catalogue, as
 * content/completion.json gives it, which the first one equals.
 */
export const completionRuleOf = (slug: string): CompletionRule =>
  published.get(slug) ?? ruleFor(completionFile(), slug);

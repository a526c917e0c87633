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

export const completionRuleOf = (slug: string): CompletionRule => ruleFor(completionFile(), slug);

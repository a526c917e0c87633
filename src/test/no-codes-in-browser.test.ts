import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const WEB = path.resolve('src/web');
const MIGRATION = path.resolve('src/server/db/migrations/2026-12-05-01-offers.ts');

/**
 * What gives a code away: one of the referral codes the site started with, or one of their
 * referrers' full names. Codes live in the database now; no module the browser loads holds one.
 */
const holdsCodes = (text: string) => /MAV25[A-Q]\b|Aarav Sharma|Qasim Ali/.test(text);

/** The modules a file imports by a relative path (packages are not the site's own code). */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const specifiers = [
    ...text.matchAll(/\bfrom\s+['"](\.{1,2}\/[^'"]+)['"]/g),
    ...text.matchAll(/\bimport\s*\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g),
    ...text.matchAll(/\bimport\s+['"](\.{1,2}\/[^'"]+)['"]/g),
  ].map((match) => match[1]!);
  return specifiers
    .map((specifier) => path.resolve(path.dirname(file), specifier))
    .filter((resolved) => fs.existsSync(resolved) && fs.statSync(resolved).isFile());
}

/** Every source file of the pages, and all they import, transitively. */
function browserModules(): Set<string> {
  const sources = fs
    .readdirSync(WEB, { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(WEB, name))
    .filter((file) => /\.(ts|tsx)$/.test(file))
    // Tests and the build's own prerendering run in Node; none of them ships to a browser.
    .filter((file) => !/\.test\.tsx?$/.test(file) && !file.endsWith('entry.server.tsx'));
  const seen = new Set<string>();
  const queue = [...sources];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...importsOf(file));
  }
  return seen;
}

describe('the codes of offers', () => {
  it('are in no module the pages import, however indirectly', () => {
    const modules = browserModules();
    // The walk reaches the pricing and the offers' words the cart uses: it follows imports.
    expect(modules).toContain(path.resolve('src/domain/pricing.ts'));
    expect(modules).toContain(path.resolve('src/domain/offers.ts'));
    // And it would know a module holding codes when it met one.
    expect(holdsCodes(fs.readFileSync(MIGRATION, 'utf8'))).toBe(true);

    const offending = [...modules]
      .filter((file) => holdsCodes(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(process.cwd(), file));
    expect(offending).toEqual([]);
    expect([...modules].some((file) => file.includes(`${path.sep}server${path.sep}`))).toBe(false);
  });
});

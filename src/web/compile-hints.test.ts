import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, shellModules } from '../../scripts/compile-hints.mjs';

describe('the modules compiled as they stream in', () => {
  const sizes: Record<string, number> = {
    '/assets/preact.js': 26_000,
    '/assets/router.js': 119_000,
    '/assets/icon.js': 200,
    '/assets/program.js': 11_000,
  };
  const sizeOf = (url: string) => sizes[url]!;

  it('are the large ones every page loads: the shell', () => {
    const pages = [
      ['/assets/preact.js', '/assets/router.js', '/assets/icon.js', '/assets/program.js'],
      ['/assets/router.js', '/assets/icon.js', '/assets/preact.js'],
    ];
    expect(shellModules(pages, sizeOf)).toEqual(['/assets/preact.js', '/assets/router.js']);
  });

  it('are marked by the first line V8 reads as its hint', () => {
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
    expect(shellModules([], sizeOf)).toEqual([]);
  });
});

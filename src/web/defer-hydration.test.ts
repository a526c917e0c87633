import { describe, expect, it } from 'vitest';
import { deferHydration, staticImports } from '../../scripts/defer-hydration.mjs';

const built =
  '<html><head><link rel="modulepreload" href="/assets/manifest-1.js"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="stylesheet" href="/assets/root.css"/></head>' +
  '<body><h1>Python</h1><script type="module" async="">import "/assets/manifest-1.js";\n' +
  'import * as route0 from "/assets/root-3.js";\nimport * as route1 from "/assets/program-4.js";\n  \n' +
  '  window.__reactRouterRouteModules = {"root":route0,"program-python":route1};\n\n' +
  'import("/assets/entry.client-2.js");</script></body></html>';

describe('a page whose hydration waits for its first paint', () => {
  const page = deferHydration(built);

  it('asks for no script before it paints, only its stylesheet', () => {
    expect(page).not.toContain('<link rel="modulepreload"');
    expect(page).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(page).not.toMatch(/^import /m);
    const boot = /<script type="module">([\s\S]*?)<\/script>/.exec(page)![1]!;
    // Nothing is fetched until the browser reports its first paint.
    const waitForPaint = boot.slice(0, boot.indexOf('modulepreload'));
    expect(waitForPaint).toContain("observe({ type: 'paint', buffered: true })");
    expect(waitForPaint).toContain("getEntriesByName('first-contentful-paint')");
    expect(waitForPaint).toContain('scheduler.postTask(painted, { delay })');
    expect(waitForPaint).not.toContain('requestAnimationFrame');
  });

  it('then preloads and imports the same modules, and hydrates as React Router does', () => {
    expect(page).toContain('["/assets/manifest-1.js","/assets/entry.client-2.js"]');
    expect(page).toContain(
      'const [, route0, route1] = await Promise.all(["/assets/manifest-1.js","/assets/root-3.js","/assets/program-4.js"].map((url) => import(url)));',
    );
    expect(page).toContain(
      'window.__reactRouterRouteModules = {"root":route0,"program-python":route1};',
    );
    expect(page).toContain('import("/assets/entry.client-2.js");');
    expect(page).toContain('<h1>Python</h1>');
  });

  it('adds one preload per task and evaluates one module per task, each after its imports', () => {
    const withRoutes = built.replace(
      '<link rel="stylesheet"',
      '<link rel="modulepreload" href="/assets/root-3.js"/><link rel="modulepreload" href="/assets/runtime-5.js"/><link rel="stylesheet"',
    );
    const importsOf = new Map([
      ['/assets/entry.client-2.js', ['/assets/runtime-5.js']],
      ['/assets/root-3.js', ['/assets/runtime-5.js', '/assets/not-on-this-page.js']],
    ]);
    const boot = /<script type="module">([\s\S]*?)<\/script>/.exec(
      deferHydration(withRoutes, importsOf),
    )![1]!;
    expect(boot).toContain(
      'const preloads = ["/assets/manifest-1.js","/assets/runtime-5.js","/assets/entry.client-2.js","/assets/root-3.js"];',
    );
    expect(boot).toMatch(
      /for \(const \[at, href\] of preloads\.entries\(\)\) \{\n {2}if \(at > 0\) await nextTask\(\);/,
    );
    // The entry starts the page: it runs last, once the route modules are in place.
    expect(boot).toContain('!["/assets/entry.client-2.js"].includes(url)');
    expect(boot.indexOf('await import(url)')).toBeLessThan(
      boot.indexOf('import("/assets/entry.client-2.js")'),
    );
  });

  it('reads what a built module imports, not what it may load later', () => {
    const source =
      'import{t as e}from"./cn-1.js";import"./side-2.js";const l=()=>import("./later-3.js");';
    expect(staticImports(source)).toEqual(['/assets/cn-1.js', '/assets/side-2.js']);
  });

  it('holds back a form the browser would send itself before the page answers', () => {
    const boot = /<script type="module">([\s\S]*?)<\/script>/.exec(page)![1]!;
    expect(boot.indexOf("addEventListener('submit'")).toBeLessThan(boot.indexOf('await'));
    expect(boot).toContain('event.preventDefault()');
    // Also in a part whose code comes later, until that part is among those hydrated.
    expect(boot).toContain("document.querySelectorAll('[data-part]')");
    expect(boot).toContain("(root.dataset.parts ?? '').split(' ')");
  });

  it('reads the boot script as Preact writes it too (a bare async attribute)', () => {
    const preactBuilt = built.replace(
      '<script type="module" async="">',
      '<script type="module" async>',
    );
    expect(deferHydration(preactBuilt)).toBe(page);
  });

  it('leaves a page without React Router’s boot script as it is', () => {
    const shell = '<html><body><p>Static</p></body></html>';
    expect(deferHydration(shell)).toBe(shell);
  });
});

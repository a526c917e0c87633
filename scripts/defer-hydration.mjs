// Makes a prerendered page paint before any of its JavaScript is fetched. React Router writes
// <link rel="modulepreload"> for every module a page needs and an inline module script that
// imports them; the browser then fetches ~40 modules while it should be painting, and Lighthouse
// counts them against the first paint. Rewritten, the page asks for nothing but its HTML and its
// stylesheet until it has painted, then preloads the same modules at once and
// hydrates as before.

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const BOOT = /<script type="module" async(?:="")?>([\s\S]*?)<\/script>/;
const SIDE_EFFECT_IMPORT = /^import "([^"]+)";$/;
const NAMESPACE_IMPORT = /^import \* as (\w+) from "([^"]+)";$/;

/** The page with its hydration after paint; the page unchanged when it holds none. */
export function deferHydration(html) {
  const boot = BOOT.exec(html);
  if (!boot) return html;
  const preloads = [...html.matchAll(PRELOAD)].map((m) => m[1]);
  const modules = [];
  const rest = [];
  for (const line of boot[1].split('\n').map((l) => l.trim())) {
    const sideEffect = SIDE_EFFECT_IMPORT.exec(line);
    const namespace = NAMESPACE_IMPORT.exec(line);
    if (sideEffect) modules.push({ name: '', url: sideEffect[1] });
    else if (namespace) modules.push({ name: namespace[1], url: namespace[2] });
    else if (line) rest.push(line);
  }
  const script = [
    // Until the page answers, the browser would send a form itself, as a GET that puts what
    // was typed (a phone number, a password) in the address: hold it back. The person's first
    // touch has already asked for the code; the next try is the page's own.
    "addEventListener('submit', (event) => {",
    "  if (!document.documentElement.hasAttribute('data-hydrated')) event.preventDefault();",
    '}, true);',
    // After the first contentful paint (not the first paint, which may be the background
    // alone), a little later than Chromium reports it to the page, which is before the frame is
    // on screen. A page that never paints one (opened in the background) goes a second after
    // its load event. scheduler.postTask, not setTimeout: tests that control the clock stop
    // timers.
    'await new Promise((painted) => {',
    '  const after = (delay) =>',
    '    globalThis.scheduler?.postTask',
    '      ? scheduler.postTask(painted, { delay })',
    '      : setTimeout(painted, delay);',
    "  addEventListener('load', () => after(1000), { once: true });",
    "  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return after(0);",
    '  new PerformanceObserver((list, observer) => {',
    "    if (!list.getEntriesByName('first-contentful-paint').length) return;",
    '    observer.disconnect();',
    '    after(100);',
    "  }).observe({ type: 'paint', buffered: true });",
    '});',
    `for (const href of ${JSON.stringify(preloads)}) {`,
    "  const link = document.createElement('link');",
    "  link.rel = 'modulepreload';",
    '  link.href = href;',
    '  document.head.append(link);',
    '}',
    `const [${modules.map((m) => m.name).join(', ')}] = await Promise.all(${JSON.stringify(
      modules.map((m) => m.url),
    )}.map((url) => import(url)));`,
    ...rest,
  ].join('\n');
  return html.replace(PRELOAD, '').replace(BOOT, () => `<script type="module">${script}</script>`);
}

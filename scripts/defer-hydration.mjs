// Makes a prerendered page paint before any of its JavaScript is fetched. React Router writes
// <link rel="modulepreload"> for every module a page needs and an inline module script that
// imports them; the browser then fetches ~40 modules while it should be painting, and Lighthouse
// counts them against the first paint. Rewritten, the page asks for nothing but its HTML and its
// stylesheet until it has painted, then preloads the same modules and hydrates as before.
// On a slow phone each step after the paint is kept short, so that the page answers a tap at
// any moment: a preload link costs up to 5 ms to start, so each is added in a task of its own,
// and the modules are evaluated one per task, each after those it imports.

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const BOOT = /<script type="module" async(?:="")?>([\s\S]*?)<\/script>/;
const SIDE_EFFECT_IMPORT = /^import "([^"]+)";$/;
const DYNAMIC_IMPORT = /import\("([^"]+)"\)/g;
const NAMESPACE_IMPORT = /^import \* as (\w+) from "([^"]+)";$/;

const STATIC_IMPORT = /(?:from|import)\s*"\.\/([^"]+\.js)"/g;

/**
 * What a built module imports (not what it may load later), by URL: the module
 * '/assets/a.js' whose code is `source` imports these '/assets/…' modules.
 */
export function staticImports(source) {
  return [...source.matchAll(STATIC_IMPORT)].map((m) => `/assets/${m[1]}`);
}

/** The modules in an order where each comes after those it imports. */
function dependenciesFirst(modules, importsOf) {
  const ordered = new Set();
  const seen = new Set(); // before its imports are visited, so that a cycle ends
  const visit = (url) => {
    if (seen.has(url)) return;
    seen.add(url);
    for (const dependency of importsOf.get(url) ?? [])
      if (modules.includes(dependency)) visit(dependency);
    ordered.add(url);
  };
  for (const url of modules) visit(url);
  return [...ordered];
}

/**
 * Until the page answers, the browser would send a form itself, as a GET that puts what was
 * typed (a phone number, a password) in the address: the guard holds it back, and so in a part
 * whose code comes later (components/hydrate-later.tsx) until that part has hydrated. The
 * person's first touch has already asked for the code; the last form held back is sent again,
 * by the page's own code, once it answers.
 */
export const FORM_GUARD = [
  'const root = document.documentElement;',
  'const holds = (form) => {',
  "  if (!root.hasAttribute('data-hydrated')) return true;",
  "  const parts = (root.dataset.parts ?? '').split(' ');",
  "  return [...document.querySelectorAll('[data-part]')].some(",
  '    (marker) => !parts.includes(marker.dataset.part) && marker.nextElementSibling?.contains(form),',
  '  );',
  '};',
  'let held;',
  'const resend = new MutationObserver(() => {',
  '  if (!held || holds(held.form)) return;',
  '  const { form, submitter } = held;',
  '  held = undefined;',
  '  resend.disconnect();',
  '  if (form.isConnected) form.requestSubmit(submitter?.form === form ? submitter : undefined);',
  '});',
  "addEventListener('submit', (event) => {",
  '  if (!holds(event.target)) return;',
  '  event.preventDefault();',
  '  held = { form: event.target, submitter: event.submitter };',
  "  resend.observe(root, { attributes: true, attributeFilter: ['data-hydrated', 'data-parts'] });",
  '}, true);',
].join('\n');

/**
 * The page with its hydration after paint; the page unchanged when it holds none. `importsOf`
 * (each module's staticImports, by URL) orders the modules' evaluation; without it they run in
 * the page's order.
 */
export function deferHydration(html, importsOf = new Map()) {
  const boot = BOOT.exec(html);
  if (!boot) return html;
  const preloads = dependenciesFirst(
    [...html.matchAll(PRELOAD)].map((m) => m[1]),
    importsOf,
  );
  const modules = [];
  const rest = [];
  for (const line of boot[1].split('\n').map((l) => l.trim())) {
    const sideEffect = SIDE_EFFECT_IMPORT.exec(line);
    const namespace = NAMESPACE_IMPORT.exec(line);
    if (sideEffect) modules.push({ name: '', url: sideEffect[1] });
    else if (namespace) modules.push({ name: namespace[1], url: namespace[2] });
    else if (line) rest.push(line);
  }
  const entries = rest.flatMap((line) => [...line.matchAll(DYNAMIC_IMPORT)].map((m) => m[1]));
  const script = [
    FORM_GUARD,
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
    'const nextTask = () =>',
    '  new Promise((next) => (globalThis.scheduler?.postTask ? scheduler.postTask(next) : setTimeout(next)));',
    `const preloads = ${JSON.stringify(preloads)};`,
    'for (const [at, href] of preloads.entries()) {',
    '  if (at > 0) await nextTask();',
    "  const link = document.createElement('link');",
    "  link.rel = 'modulepreload';",
    '  link.href = href;',
    '  document.head.append(link);',
    '}',
    // The entry runs last, as before, once the route modules are in place.
    `for (const url of preloads.filter((url) => !${JSON.stringify(entries)}.includes(url))) {`,
    '  await nextTask();',
    '  await import(url);',
    '}',
    `const [${modules.map((m) => m.name).join(', ')}] = await Promise.all(${JSON.stringify(
      modules.map((m) => m.url),
    )}.map((url) => import(url)));`,
    ...rest,
  ].join('\n');
  return html.replace(PRELOAD, '').replace(BOOT, () => `<script type="module">${script}</script>`);
}

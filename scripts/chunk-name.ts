import path from 'node:path';

interface ModuleGraph {
  getModuleInfo(
    id: string,
  ): { importedIds: readonly string[]; importers: readonly string[] } | null;
}

const resolve = (files: string[]) => files.map((file) => path.resolve('src/web', file));

/** The modules every page runs: React Router's client entry and the root route. */
const SHELL_ENTRIES = resolve(['entry.client.tsx', 'root.tsx']);

/** The public pages' route modules: what a first visit most likely lands on. */
const PUBLIC_ROUTES = resolve(
  ['home', 'programs', 'program', 'about', 'contact', 'refund-policy', 'terms', 'privacy']
    .concat(['freelancing', 'login', 'signup', 'forgot-password', 'not-found'])
    .map((name) => `routes/${name}.tsx`),
);

/**
 * lucide-react's index imports every icon, so every icon the site draws anywhere (the console's
 * too) is in the shell's static closure. Left to the usual splitting, an icon goes with the
 * modules that draw it: 4 KiB less on every page (docs/performance.md).
 */
const ICON = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;

/** Where the small widgets and helpers that pages share live. */
const SHARED_PARTS = /[\\/]src[\\/]web[\\/](components|lib)[\\/]/;

/**
 * What a program page's clientLoader runs as it hydrates (a signed-in learner's enrolment): a
 * chunk of their own would be two more requests before every visitor's first paint, for a
 * kilobyte (docs/performance.md).
 */
const PAGE_LOADER_PARTS =
  /[\\/]src[\\/]web[\\/]features[\\/](program[\\/]program-enrolment|auth[\\/]signed-out)\.ts$/;

/**
 * Rolldown's chunk name for a module: 'shell' for what the client entry and the root route
 * import, statically, at any depth; 'pages' for the shared widgets and helpers the public
 * pages import; null (split as usual) for the rest. Every page needs the shell, and the
 * widgets are a few KiB, so no page pays much for them, and a program page asks for nine files
 * instead of forty; a route's own code is still a chunk of its own. (docs/performance.md)
 */
export function chunkName() {
  let shell: Set<string> | undefined;
  let pages: Set<string> | undefined;
  return (id: string, graph: ModuleGraph): string | null => {
    shell ??= staticClosure(SHELL_ENTRIES, graph);
    pages ??= staticClosure(PUBLIC_ROUTES, graph);
    if (ICON.test(id)) return null;
    if (shell.has(id)) return 'shell';
    if (pages.has(id) && (SHARED_PARTS.test(id) || PAGE_LOADER_PARTS.test(id))) return 'pages';
    return null;
  };
}

function staticClosure(entries: string[], graph: ModuleGraph): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    const info = graph.getModuleInfo(id);
    if (!info) return;
    seen.add(id);
    info.importedIds.forEach(visit);
  };
  entries.forEach(visit);
  return seen;
}

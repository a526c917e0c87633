import fs from 'node:fs';
import path from 'node:path';

/**
 * A miniature of the server half of `react-router build` (dist/web/server/index.js): a root, a
 * plain page, a program page whose loader reads its cohorts and rating through the load context
 * as src/web/routes/program.tsx does, and a not-found route. Its entry writes the loaders' data
 * into plain HTML with an inline script, so that the serving rules (caching, CSP, status, facts)
 * are tested without building the site.
 */
const SERVER_BUILD = String.raw`
const pageFactsContext = { defaultValue: { cohorts: async () => [], rating: async () => undefined } };
let origin = '';
let renders = 0;

function handleRequest(request, status, headers, context) {
  renders += 1;
  const data = context.staticHandlerContext.loaderData;
  const page = Object.values(data).find((d) => d && d.title) ?? { title: 'Page Not Found' };
  const path = new URL(request.url).pathname;
  const body =
    '<!DOCTYPE html><html><head><title>' + page.title + '</title>' +
    '<link rel="canonical" href="' + origin + path + '"/></head><body>' +
    '<h1>' + page.title + '</h1>' + (page.lines ?? []).map((l) => '<p>' + l + '</p>').join('') +
    '<script>window.__ctx = ' + JSON.stringify(page.title) + ';</script>' +
    '<script type="module" src="/assets/app-abc123.js"></script></body></html>';
  headers.set('Content-Type', 'text/html');
  return new Response(body, { status, headers });
}

const route = (id, parentId, path, module) => ({ id, parentId, path, index: undefined, caseSensitive: undefined, module });
const manifestRoute = (id, parentId, path, hasLoader) => ({
  id, parentId, path, index: undefined, caseSensitive: undefined, hasAction: false, hasLoader,
  hasClientAction: false, hasClientLoader: false, hasClientMiddleware: false, hasDefaultExport: true,
  hasErrorBoundary: false, module: '/assets/' + id + '.js', imports: [], css: [],
});

export const entry = {
  module: {
    default: handleRequest,
    pageFactsContext,
    setServedOrigin: (o) => { origin = o; },
    renderCount: () => renders,
  },
};
export const routes = {
  root: route('root', undefined, '', { default: () => null }),
  contact: route('contact', 'root', 'contact', { default: () => null, loader: () => ({ title: 'Contact us' }) }),
  staff: route('staff', 'root', 'staff/*', { default: () => null, loader: () => ({ title: 'Loading...' }) }),
  order: route('order', 'root', 'orders/:number', { default: () => null, loader: () => ({ title: 'Loading...' }) }),
  python: route('python', 'root', 'python', {
    default: () => null,
    async loader({ context }) {
      const facts = context.get(pageFactsContext);
      const [cohorts, rating] = await Promise.all([facts.cohorts('python'), facts.rating('python')]);
      return {
        title: 'Python',
        lines: [
          ...cohorts.map((l) => 'Cohort from ' + l.cohort.starts_on + ', ' + l.cohort.seats_left + ' seats left'),
          rating ? 'Rated ' + rating.average + ' from ' + rating.count : 'No reviews yet',
        ],
      };
    },
  }),
  notFound: route('notFound', 'root', '*', {
    default: () => null,
    loader: () => { throw new Response('Not found', { status: 404 }); },
  }),
};
export const assets = {
  entry: { module: '/assets/app-abc123.js', imports: [], css: [] },
  routes: {
    root: manifestRoute('root', undefined, '', false),
    contact: manifestRoute('contact', 'root', 'contact', true),
    staff: manifestRoute('staff', 'root', 'staff/*', true),
    order: manifestRoute('order', 'root', 'orders/:number', true),
    python: manifestRoute('python', 'root', 'python', true),
    notFound: manifestRoute('notFound', 'root', '*', true),
  },
  url: '/assets/manifest-abc123.js',
  version: 'abc123',
};
export const assetsBuildDirectory = 'client';
export const basename = '/';
export const future = { v8_middleware: true, v8_passThroughRequests: true, v8_trailingSlashAwareDataRequests: true };
export const ssr = true;
export const isSpaMode = false;
export const prerender = [];
export const routeDiscovery = { mode: 'initial' };
export const publicPath = '/';
export const allowedActionOrigins = false;
`;

/** Writes the miniature beside a web root: `<root>/../server/index.js`. */
export function writeFakeServerBuild(webRoot: string): void {
  const file = path.join(webRoot, '..', 'server', 'index.js');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, SERVER_BUILD);
}

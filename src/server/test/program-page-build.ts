import { UNSAFE_withComponentProps as withComponentProps, type ServerBuild } from 'react-router';
import * as entry from '../../web/entry.server.tsx';
import * as root from '../../web/root.tsx';
import * as certificate from '../../web/routes/certificate.tsx';
import * as program from '../../web/routes/program.tsx';
import * as programSearchIndex from '../../web/routes/program-search-index.ts';
import * as programReviewsPage from '../../web/routes/program-reviews-page.ts';
import * as programs from '../../web/routes/programs.tsx';

const route = (
  id: string,
  parentId: string | undefined,
  path: string,
  hasLoader: boolean,
  page = true,
) => ({
  id,
  parentId,
  path,
  index: undefined,
  caseSensitive: undefined,
  hasAction: false,
  hasLoader,
  hasClientAction: false,
  hasClientLoader: false,
  hasClientMiddleware: false,
  hasDefaultExport: page,
  hasErrorBoundary: page,
  module: `/assets/${id}.js`,
  imports: [],
  css: [],
});

/**
 * The site's real root, /programs and Python page, a certificate's page, the header search's
 * index and the reviews' pages (read by the browser alone), rendered by React Router from their source as the built
 * server renders them: the page's HTML and JSON-LD are tested without building the site.
 */
export function programPageBuild(): ServerBuild {
  return {
    entry: { module: entry },
    routes: {
      root: { id: 'root', path: '', module: root },
      programs: {
        id: 'programs',
        parentId: 'root',
        path: 'programs',
        module: {
          ...programs,
          default: withComponentProps(programs.default as Parameters<typeof withComponentProps>[0]),
        },
      },
      search: {
        id: 'search',
        parentId: 'root',
        path: 'search/programs',
        module: programSearchIndex,
      },
      reviews: {
        id: 'reviews',
        parentId: 'root',
        path: 'reviews/:program',
        module: programReviewsPage,
      },
      certificate: {
        id: 'certificate',
        parentId: 'root',
        path: 'certificates/:number',
        module: {
          ...certificate,
          default: withComponentProps(
            certificate.default as Parameters<typeof withComponentProps>[0],
          ),
        },
      },
      python: {
        id: 'python',
        parentId: 'root',
        path: 'python',
        // As the build hands a route's component its loader's data.
        module: {
          ...program,
          default: withComponentProps(program.default as Parameters<typeof withComponentProps>[0]),
        },
      },
    },
    assets: {
      entry: { module: '/assets/entry.client.js', imports: [], css: [] },
      routes: {
        root: route('root', undefined, '', false),
        programs: route('programs', 'root', 'programs', true),
        python: route('python', 'root', 'python', true),
        certificate: route('certificate', 'root', 'certificates/:number', true),
        search: route('search', 'root', 'search/programs', true, false),
        reviews: route('reviews', 'root', 'reviews/:program', true, false),
      },
      url: '/assets/manifest.js',
      version: 'test',
    },
    assetsBuildDirectory: 'client',
    basename: '/',
    future: {
      v8_middleware: true,
      v8_passThroughRequests: true,
      v8_trailingSlashAwareDataRequests: true,
    },
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
    publicPath: '/',
    allowedActionOrigins: false,
  } as unknown as ServerBuild;
}

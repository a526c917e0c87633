import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useRouteLoaderData,
  type ErrorResponse,
} from 'react-router';
import type { ReactNode } from 'react';
import type { Route } from './+types/root';
import { usePageHydrated } from './components/hydrate-later.tsx';
import { SiteFooter } from './components/site-footer.tsx';
import { AddressProofGate } from './features/auth/address-proof-gate.tsx';
import { SiteHeader } from './features/navigation/site-header.tsx';
import { isConsolePath } from './features/staff/layout/console-path.ts';
import { useHydrated } from './lib/use-hydrated.ts';
import { pageFactsContext } from './lib/page-facts.ts';
import { PageNotFound } from './components/page-not-found.tsx';
import { adoptCatalogue, catalogueEntries } from '../domain/catalogue/programs.ts';
import stylesheet from './app.css?url';

// With a precedence React puts the stylesheet ahead of the modules it preloads: the page paints
// as soon as its styles arrive, while its code is still on the way.
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet, precedence: 'default' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/**
 * On the server: the published programs every page's menus, cards and forms name, adopted here
 * for this render and handed to the browser, which adopts them before it draws the page; and
 * every program's rating from its reviews, which the cards show. Without a published catalogue
 * to read, the one content/ holds stays.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const facts = context.get(pageFactsContext);
  const [catalogue, ratings] = await Promise.all([facts.catalogue(), facts.ratings()]);
  const entries = catalogue ? catalogueEntries(catalogue) : null;
  if (entries) adoptCatalogue(entries);
  return { catalogue: entries, ratings: ratings ?? null };
}

export function Layout({ children }: { children: ReactNode }) {
  const entries = useRouteLoaderData<typeof loader>('root')?.catalogue;
  if (entries) adoptCatalogue(entries);
  const { pathname } = useLocation();
  // The console draws its own header and main area. The shell it is served as was built with
  // the site's, so they stay until the page has hydrated, then give way.
  const site = !(useHydrated() && isConsolePath(pathname));
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#4338ca" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-control focus:bg-white focus:px-4 focus:py-2 focus:shadow-raised"
        >
          Skip to content
        </a>
        {site ? <SiteHeader /> : null}
        {site ? (
          <main id="main" className="flex-1">
            {children}
          </main>
        ) : (
          children
        )}
        {site ? <SiteFooter /> : null}
        {/* Restores scroll on back/forward and starts every new navigation at the top. */}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  usePageHydrated();
  return (
    <>
      <AddressProofGate />
      <Outlet />
    </>
  );
}

export function HydrateFallback() {
  return <p className="mx-auto max-w-6xl px-4 py-16 text-muted">Loading...</p>;
}

export function ErrorBoundary({ error }: { error: unknown }) {
  const response: ErrorResponse | null = isRouteErrorResponse(error) ? error : null;
  // A program or page the catalogue does not have (or no longer lists).
  if (response?.status === 404) return <PageNotFound />;
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold">
        {response ? `${response.status} ${response.statusText}` : 'Something went wrong'}
      </h1>
      <p className="mt-4 text-muted">Please reload the page. If it keeps happening, contact us.</p>
    </section>
  );
}

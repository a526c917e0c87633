import { isRouteErrorResponse, useRouteError } from 'react-router';
import { PageNotFound } from './page-not-found.tsx';

/**
 * A program's or freelancing page's address the catalogue does not list: the 404 page, under
 * the route's own title (its meta says 'Page not found'); anything else, what the root says.
 */
export function NotFoundBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <PageNotFound />;
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold">Something went wrong</h1>
      <p className="mt-4 text-muted">Please reload the page. If it keeps happening, contact us.</p>
    </section>
  );
}

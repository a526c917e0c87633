import { data, isRouteErrorResponse } from 'react-router';
import { PageNotFound } from '../components/page-not-found.tsx';
import { RouteLoadError } from '../components/route-load-error.tsx';
import { fetchCertificate } from '../features/certificates/certificate-api.ts';
import { CertificateScreen } from '../features/certificates/certificate-screen.tsx';
import { pageMeta } from '../lib/meta.ts';
import { pageFactsContext } from '../lib/page-facts.ts';
import { loadFailureOf, loadedOrThrow } from '../lib/route-data.ts';
import type { Route } from './+types/certificate.ts';

// No path: pageMeta marks the page noindex (the server also sends x-robots-tag).
export const meta = ({ params }: Route.MetaArgs) =>
  pageMeta(`Certificate ${params.number}`, 'A certificate of completion and how to check it.');

/**
 * On the server: a number no certificate was issued under is the site's 404 page, with HTTP's
 * 404, so a link checker or an employer's tool is told it does not exist. The certificate itself
 * is not in the page: it is read in the browser on every visit, never cached, so that a
 * revocation shows at once.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const issued = await context.get(pageFactsContext).certificate(params.number);
  if (issued === false) throw data(null, { status: 404 });
  return null;
}

/**
 * The certificate, read in the browser. Anyone may read it; an unknown number is the site's
 * 404 page.
 */
export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  const result = await fetchCertificate(params.number);
  const certificate = loadedOrThrow(result, request, {
    fallback: 'The certificate could not be loaded.',
    network: 'Network error.',
  });
  return { certificate };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <p className="mx-auto max-w-3xl px-4 py-16 text-muted">Loading...</p>;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error)
    ? error.status === 404
    : loadFailureOf(error)?.status === 404;
  if (notFound) return <PageNotFound />;
  return <RouteLoadError className="mx-auto flex max-w-md flex-col items-start gap-3 px-4 py-16" />;
}

export default function Certificate({ loaderData }: Route.ComponentProps) {
  return <CertificateScreen certificate={loaderData.certificate} />;
}

import { PageNotFound } from '../components/page-not-found.tsx';
import { RouteLoadError } from '../components/route-load-error.tsx';
import { fetchCertificate } from '../features/certificates/certificate-api.ts';
import { CertificateScreen } from '../features/certificates/certificate-screen.tsx';
import { pageMeta } from '../lib/meta.ts';
import { loadFailureOf, loadedOrThrow } from '../lib/route-data.ts';
import type { Route } from './+types/certificate.ts';

// No path: pageMeta marks the page noindex (the server also sends x-robots-tag).
export const meta = ({ params }: Route.MetaArgs) =>
  pageMeta(`Certificate ${params.number}`, 'A certificate of completion and how to check it.');

/**
 * The certificate, read in the browser: the server answers this path with the SPA shell. Anyone
 * may read it; an unknown number is the site's 404 page. Read on every visit, never cached, so
 * that a revocation shows at once.
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
  if (loadFailureOf(error)?.status === 404) return <PageNotFound />;
  return <RouteLoadError className="mx-auto flex max-w-md flex-col items-start gap-3 px-4 py-16" />;
}

export default function Certificate({ loaderData }: Route.ComponentProps) {
  return <CertificateScreen certificate={loaderData.certificate} />;
}

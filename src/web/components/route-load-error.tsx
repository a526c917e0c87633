import { useRevalidator, useRouteError } from 'react-router';
import { loadFailureOf } from '../lib/route-data.ts';
import { Alert } from './alert.tsx';

/**
 * A route's ErrorBoundary when its loader failed: the server's reason and 'Try again', which
 * runs the loaders again. Any other error is thrown on to the root's boundary.
 */
export function RouteLoadError({ className }: { className?: string }) {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const failure = loadFailureOf(error);
  if (!failure) throw error;
  const busy = revalidator.state === 'loading';
  return (
    <div className={className ?? 'flex flex-col items-start gap-3 py-4'}>
      <Alert tone="error">{failure.message}</Alert>
      <button
        type="button"
        disabled={busy}
        onClick={() => void revalidator.revalidate()}
        className="rounded-control border border-line bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60"
      >
        {busy ? 'Trying again...' : 'Try again'}
      </button>
    </div>
  );
}

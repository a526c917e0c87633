import type { ReactNode } from 'react';
import { Alert } from '../../../components/alert.tsx';
import type { ApiData } from '../../../lib/use-api-data.ts';

export function Loading({ what = 'Loading...' }: { what?: string }) {
  return (
    <p role="status" className="py-6 text-muted">
      {what}
    </p>
  );
}

export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="flex flex-col items-start gap-3 py-4">
      <Alert tone="error">{message}</Alert>
      <button
        type="button"
        onClick={onRetry}
        className="rounded-control border border-line bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
      >
        Try again
      </button>
    </div>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-control border border-dashed border-line bg-white px-4 py-8 text-center text-muted">
      {children}
    </p>
  );
}

/** What a screen shows before its data: 'Loading...', or the server's message and a retry. */
export function Pending({
  data,
  onRetry,
}: {
  data: Exclude<ApiData<unknown>, { status: 'ready' }>;
  onRetry: () => void;
}) {
  return data.status === 'loading' ? (
    <Loading />
  ) : (
    <LoadError message={data.message} onRetry={onRetry} />
  );
}

/** 'Loading...' or the server's message with a retry, until there is something to show. */
export function Loaded<T>({
  data,
  onRetry,
  children,
}: {
  data: ApiData<T>;
  onRetry: () => void;
  children: (data: T) => ReactNode;
}) {
  if (data.status !== 'ready') return <Pending data={data} onRetry={onRetry} />;
  return children(data.data);
}

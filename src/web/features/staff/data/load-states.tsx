import type { ReactNode } from 'react';

export function Loading({ what = 'Loading...' }: { what?: string }) {
  return (
    <p role="status" className="py-6 text-muted">
      {what}
    </p>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-control border border-dashed border-line bg-white px-4 py-8 text-center text-muted">
      {children}
    </p>
  );
}

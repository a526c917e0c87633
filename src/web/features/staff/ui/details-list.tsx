import type { ReactNode } from 'react';

export interface Detail {
  label: string;
  value: ReactNode;
}

/** Labelled values: side by side where the box they are in has room, else one under another. */
export function DetailsList({ items }: { items: readonly Detail[] }) {
  return (
    <div className="@container">
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 @md:grid-cols-[minmax(8rem,max-content)_minmax(0,1fr)]">
        {items.map(({ label, value }) => (
          <div key={label} className="contents">
            <dt className="text-sm font-semibold text-muted">{label}</dt>
            <dd className="-mt-2 break-words whitespace-pre-wrap text-ink @md:mt-0">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

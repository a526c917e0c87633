import type { ReactNode } from 'react';

/** The team screen's lists: a line a person, who they are beside what can be done about them. */
export function TeamList<T extends { id: number }>({
  items,
  details,
  action,
}: {
  items: T[];
  details: (item: T) => ReactNode;
  action: (item: T) => ReactNode;
}) {
  return (
    <ul className="divide-y divide-line">
      {items.map((item) => (
        <li
          key={item.id}
          className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0 last:pb-0"
        >
          <div className="min-w-0">{details(item)}</div>
          {action(item)}
        </li>
      ))}
    </ul>
  );
}

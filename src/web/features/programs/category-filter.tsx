import { Link } from 'react-router';
import { PROGRAM_CATEGORIES } from '../../../domain/catalogue/categories.ts';
import { cn } from '../../lib/cn.ts';

/**
 * The categories as links that keep the choice in the address (`?category=Medical`), so a
 * filtered list can be shared, reloaded or gone back to. Wrapped: every choice is in sight.
 */
export function CategoryFilter({ chosen }: { chosen: string | null }) {
  const choices = [
    { label: 'All', to: '/programs', current: chosen === null },
    ...PROGRAM_CATEGORIES.map((category) => ({
      label: category,
      to: `/programs?${new URLSearchParams({ category })}`,
      current: chosen === category,
    })),
  ];
  return (
    <nav aria-label="Categories" className="mt-8">
      <ul className="flex flex-wrap gap-2">
        {choices.map(({ label, to, current }) => (
          <li key={label}>
            <Link
              to={to}
              replace
              preventScrollReset
              aria-current={current ? 'page' : undefined}
              className={cn(
                'inline-block rounded-full border px-3.5 py-1.5 text-sm font-semibold transition',
                current
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-line bg-white text-ink hover:border-brand-300 hover:bg-brand-50',
              )}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import { Star } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../lib/cn.ts';

interface Props {
  value: number | null;
  onChange: (rating: number) => void;
  invalid: boolean;
}

/**
 * The star a person chose before the form's code arrived (the page is built with the form in
 * it): the form starts from it, so that hydration, which would set every radio to the empty
 * value it was built with, does not take the choice back.
 */
export function ratingChosenEarly(): number | null {
  if (typeof document === 'undefined') return null;
  const checked = document.querySelector<HTMLInputElement>('input[name="rating"]:checked');
  return checked ? Number(checked.value) : null;
}

/** Five radio buttons drawn as stars: arrow keys move between them, as in any radio group. */
export function StarInput({ value, onChange, invalid }: Props) {
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value ?? 0;
  return (
    // A radio group, named by its legend, is where assistive technology reads "invalid".
    <fieldset role="radiogroup" aria-invalid={invalid || undefined}>
      <legend className="text-sm font-semibold text-ink">Rating</legend>
      <div className="mt-1.5 flex gap-1" onMouseLeave={() => setHovered(null)}>
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            onMouseEnter={() => setHovered(n)}
            className="cursor-pointer rounded p-0.5 has-focus-visible:outline-2 has-focus-visible:outline-brand-600"
          >
            <input
              type="radio"
              name="rating"
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="sr-only"
            />
            <Star
              aria-hidden
              className={cn(
                'size-8',
                n <= shown ? 'fill-accent-400 text-accent-500' : 'text-slate-300',
              )}
            />
            <span className="sr-only">
              {n} star{n === 1 ? '' : 's'}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

import { Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { TextField } from '../../../components/form-field.tsx';
import { smallButtonClass } from '../ui/buttons.ts';
import { SelectField, type Choice, type ChoiceGroup } from '../ui/select-field.tsx';

/** The filters above a list: choices and dates apply at once, typed text when submitted. */
export function FilterBar({
  label,
  filtered,
  children,
}: {
  label: string;
  filtered: boolean;
  children: ReactNode;
}) {
  return (
    <div
      role="search"
      aria-label={label}
      className="grid grid-cols-2 items-start gap-3 rounded-card border border-line bg-white p-3 shadow-card *:min-w-0 sm:gap-4 sm:p-4 lg:grid-cols-4 [&_input]:px-2.5 [&_select]:px-2.5"
    >
      {children}
      {filtered ? (
        <Link
          to={{ search: '' }}
          className="self-end justify-self-start py-2.5 text-sm font-semibold text-brand-700 hover:underline"
        >
          Clear filters
        </Link>
      ) : null}
    </div>
  );
}

interface SelectFilterProps {
  label: string;
  /** The first choice, which leaves this filter off: 'All statuses'. */
  anyLabel: string;
  value: string | number | undefined;
  choices: readonly (Choice | ChoiceGroup)[];
  onChange: (value: string) => void;
}

export function SelectFilter({ label, anyLabel, value, choices, onChange }: SelectFilterProps) {
  return (
    <SelectField
      label={label}
      value={value === undefined ? '' : String(value)}
      choices={[{ value: '', label: anyLabel }, ...choices]}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

export function DateFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      type="date"
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/**
 * Typed text applies when submitted (Enter or the button), not on every key: each change is a
 * request and an entry in the history.
 */
export function TextFilter({
  label,
  value,
  placeholder,
  onApply,
  className = '',
}: {
  label: string;
  value: string | undefined;
  placeholder?: string;
  onApply: (value: string) => void;
  className?: string;
}) {
  return (
    <form
      className={`flex items-end gap-2 ${className}`}
      onSubmit={(event) => {
        event.preventDefault();
        const input = event.currentTarget.elements.namedItem('text');
        if (input instanceof HTMLInputElement) onApply(input.value);
      }}
    >
      <div className="min-w-0 flex-1">
        {/* Keyed by the URL's value: Back, or 'Clear filters', puts the box in step. */}
        <TextField
          key={value ?? ''}
          name="text"
          type="search"
          label={label}
          placeholder={placeholder}
          defaultValue={value ?? ''}
        />
      </div>
      <button type="submit" className={`${smallButtonClass} h-[2.875rem]`}>
        <Search aria-hidden className="size-4" />
        <span>Search</span>
      </button>
    </form>
  );
}

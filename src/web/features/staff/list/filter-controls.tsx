import { Search } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { isShortSearch, shortSearchNote } from '../../../../domain/staff/short-search.ts';
import { TextField } from '../../../components/form-field.tsx';
import { cn } from '../../../lib/cn.ts';
import { smallButtonClass } from '../ui/buttons.ts';
import { SelectField, type Choice, type ChoiceGroup } from '../ui/select-field.tsx';
import type { FilterBinding } from './use-list-query.ts';

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

interface SelectFilterProps extends FilterBinding<string | number | undefined> {
  label: string;
  /** The first choice, which leaves this filter off: 'All statuses'. */
  anyLabel: string;
  choices: readonly (Choice | ChoiceGroup)[];
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

/** Every list with programs filters them alike; only the choices differ (names or slugs). */
export function ProgramFilter(props: Omit<SelectFilterProps, 'label' | 'anyLabel'>) {
  return <SelectFilter label="Program" anyLabel="All programs" {...props} />;
}

function DateFilter({
  label,
  value,
  onChange,
}: FilterBinding<string | undefined> & { label: string }) {
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
 * The `from` and `to` days of a list's query, labelled 'Received from' and 'Received to' for
 * the `verb` 'Received', or plain 'From' and 'To' without one.
 */
export function DateRangeFilter({
  verb,
  from,
  to,
}: {
  verb?: string;
  from: FilterBinding<string | undefined>;
  to: FilterBinding<string | undefined>;
}) {
  return (
    <>
      <DateFilter label={verb ? `${verb} from` : 'From'} {...from} />
      <DateFilter label={verb ? `${verb} to` : 'To'} {...to} />
    </>
  );
}

type TextFilterProps = FilterBinding<string | undefined> & {
  label: string;
  placeholder?: string;
  /** Said under the box, and read with it: how the text was searched for. */
  note?: string | undefined;
};

/**
 * Typed text applies when submitted (Enter or the button), not on every key: each change is a
 * request and an entry in the history. It takes two of the bar's columns, room for the button.
 */
export function TextFilter({ label, placeholder, value, onChange, note }: TextFilterProps) {
  const noteId = useId();
  return (
    <form
      className="col-span-2 flex flex-col gap-1.5"
      onSubmit={(event) => {
        event.preventDefault();
        const input = event.currentTarget.elements.namedItem('text');
        if (input instanceof HTMLInputElement) onChange(input.value);
      }}
    >
      <div className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          {/* Keyed by the URL's value: Back, or 'Clear filters', puts the box in step. */}
          <TextField
            key={value ?? ''}
            name="text"
            type="search"
            label={label}
            placeholder={placeholder}
            defaultValue={value ?? ''}
            aria-describedby={note ? noteId : undefined}
          />
        </div>
        <button type="submit" className={cn(smallButtonClass, 'h-[2.875rem]')}>
          <Search aria-hidden className="size-4" />
          <span>Search</span>
        </button>
      </div>
      {note ? (
        <p id={noteId} className="text-sm text-muted">
          {note}
        </p>
      ) : null}
    </form>
  );
}

/**
 * The search of orders, enquiries and accounts: one or two characters find only what starts
 * with them (domain/staff/short-search.ts), which is said under the box after such a search.
 */
export function RecordSearchFilter(props: Omit<TextFilterProps, 'note'>) {
  const { value } = props;
  const note = value && isShortSearch(value) ? shortSearchNote(value) : undefined;
  return <TextFilter {...props} note={note} />;
}

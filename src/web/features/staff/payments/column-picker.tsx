import { useState } from 'react';
import type { z } from 'zod';
import type { columnMappingSchema } from '../../../../domain/staff/payments.ts';
import { buttonClass } from '../../../components/button.tsx';
import { Panel } from '../layout/staff-page.tsx';
import { SelectField } from '../ui/select-field.tsx';
import { cn } from '../../../lib/cn.ts';

export type ColumnMapping = z.infer<typeof columnMappingSchema>;

const FIELDS: { key: keyof ColumnMapping; label: string; guess: RegExp }[] = [
  { key: 'date', label: 'Date', guess: /date|dt/i },
  { key: 'description', label: 'Description', guess: /narration|description|remark|particular/i },
  { key: 'reference', label: 'Reference', guess: /ref|chq|cheque|utr/i },
  { key: 'credit', label: 'Credit amount', guess: /credit|deposit|cr\b/i },
];

/** A first guess from the header's words, so that a common layout needs no choosing. */
function guessMapping(headers: readonly string[]): Record<keyof ColumnMapping, string> {
  const pick = (guess: RegExp) => headers.find((h) => guess.test(h)) ?? '';
  return Object.fromEntries(FIELDS.map((f) => [f.key, pick(f.guess)])) as Record<
    keyof ColumnMapping,
    string
  >;
}

/** For a bank the server does not know: which header is which. Remembered for next time. */
export function ColumnPicker({
  headers,
  message,
  busy,
  onPick,
}: {
  headers: readonly string[];
  message: string;
  busy: boolean;
  onPick: (mapping: ColumnMapping) => void;
}) {
  const [mapping, setMapping] = useState(() => guessMapping(headers));
  const [missing, setMissing] = useState(false);
  const choices = [
    { value: '', label: 'Choose a column' },
    ...headers.filter((h) => h !== '').map((h) => ({ value: h, label: h })),
  ];

  return (
    <Panel title="Which column is which?">
      <form
        noValidate
        aria-label="Statement columns"
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          const chosen = FIELDS.every((f) => mapping[f.key] !== '');
          setMissing(!chosen);
          if (chosen) onPick(mapping);
        }}
      >
        <p className="text-muted">{message} The console remembers them for this bank.</p>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {FIELDS.map((field) => (
            <SelectField
              key={field.key}
              label={field.label}
              choices={choices}
              value={mapping[field.key]}
              aria-invalid={missing && mapping[field.key] === '' ? true : undefined}
              onChange={(event) => setMapping({ ...mapping, [field.key]: event.target.value })}
            />
          ))}
        </div>
        {missing ? (
          <p role="alert" className="text-sm text-danger-700">
            Choose a column for each of the four.
          </p>
        ) : null}
        <button type="submit" disabled={busy} className={cn(buttonClass.primary, 'self-start')}>
          {busy ? 'Reading...' : 'Read with these columns'}
        </button>
      </form>
    </Panel>
  );
}

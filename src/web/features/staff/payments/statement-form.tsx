import { FileUp } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { STATEMENT_MAX_BYTES } from '../../../../domain/staff/payments.ts';
import { buttonClass } from '../../../components/button.tsx';
import { controlClass } from '../../../components/form-field.tsx';
import { cn } from '../../../lib/cn.ts';

export interface StatementSource {
  file_name: string;
  csv: string;
}

const TOO_BIG = 'The statement is larger than 2 MB. Export one month at a time.';
export const PASTED_NAME = 'Pasted statement';

/** The file chosen, or else the text pasted; refused here when too big to send. */
async function sourceOf(file: File | undefined, pasted: string): Promise<StatementSource | string> {
  if (file) {
    if (file.size > STATEMENT_MAX_BYTES) return TOO_BIG;
    if (file.size === 0) return 'The statement file is empty.';
    return { file_name: file.name, csv: await file.text() };
  }
  if (pasted.trim() === '') return 'Choose the statement file (CSV), or paste its text.';
  if (new Blob([pasted]).size > STATEMENT_MAX_BYTES) return TOO_BIG;
  return { file_name: PASTED_NAME, csv: pasted };
}

/** Choose the bank's CSV export or paste it; 'Read statement' only reads, it changes nothing. */
export function StatementForm({
  busy,
  onRead,
  onRefused,
}: {
  busy: boolean;
  onRead: (source: StatementSource) => void;
  onRefused: (message: string) => void;
}) {
  const fileId = useId();
  const textId = useId();
  const hintId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [pasted, setPasted] = useState('');

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const source = await sourceOf(fileRef.current?.files?.[0], pasted);
    if (typeof source === 'string') onRefused(source);
    else onRead(source);
  };

  return (
    <form
      noValidate
      aria-label="Bank statement"
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4 rounded-card border border-line bg-white p-5 shadow-card sm:p-6"
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor={fileId} className="text-sm font-semibold text-ink">
          Statement file (CSV, up to 2 MB)
        </label>
        <input
          ref={fileRef}
          id={fileId}
          type="file"
          accept=".csv,text/csv"
          aria-describedby={hintId}
          className="block w-full text-sm text-muted file:mr-3 file:cursor-pointer file:rounded-control file:border file:border-line file:bg-white file:px-3 file:py-2 file:font-semibold file:text-brand-800 hover:file:bg-brand-50"
        />
        <p id={hintId} className="text-sm text-muted">
          Download it from the bank’s website as CSV: HDFC, ICICI, SBI and Axis are read as they
          are; for another bank you choose its columns once.
        </p>
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={textId} className="text-sm font-semibold text-ink">
          Or paste the statement’s text (used when no file is chosen)
        </label>
        <textarea
          id={textId}
          rows={5}
          value={pasted}
          onChange={(event) => setPasted(event.target.value)}
          spellCheck={false}
          className={cn(controlClass, 'min-h-28 resize-y font-mono text-sm')}
        />
      </div>
      <button type="submit" disabled={busy} className={cn(buttonClass.primary, 'self-start')}>
        <FileUp aria-hidden className="size-5" />
        {busy ? 'Reading...' : 'Read statement'}
      </button>
    </form>
  );
}

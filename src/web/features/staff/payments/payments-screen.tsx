import { useState } from 'react';
import { needsMappingSchema, type StatementResult } from '../../../../domain/staff/payments.ts';
import { failureMessage } from '../../../api/client.ts';
import { Alert } from '../../../components/alert.tsx';
import { readStatement, type StatementUpload } from '../api/payments-api.ts';
import { StaffPage } from '../layout/staff-page.tsx';
import { ColumnPicker, type ColumnMapping } from './column-picker.tsx';
import { StatementForm, type StatementSource } from './statement-form.tsx';
import { StatementResultView } from './statement-result.tsx';

type Shown =
  | { kind: 'nothing' }
  | { kind: 'mapping'; source: StatementSource; headers: string[]; message: string }
  | { kind: 'result'; upload: StatementUpload; result: StatementResult; read: number };

const NO_HEADER =
  'No row of column names was found, so this does not look like a bank statement. Export the statement from the bank as CSV.';
const TOO_BIG = 'The statement is larger than 2 MB. Export one month at a time.';

/** Bank statement reconciliation: read the bank's CSV, confirm the matches it proposes. */
export function PaymentsScreen() {
  const [shown, setShown] = useState<Shown>({ kind: 'nothing' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [reads, setReads] = useState(0);

  const read = async (upload: StatementUpload) => {
    setBusy(true);
    setError(null);
    const answer = await readStatement(upload);
    setBusy(false);
    if (answer.ok) {
      setShown({ kind: 'result', upload, result: answer.data, read: reads + 1 });
      setReads(reads + 1);
      return;
    }
    if (answer.kind === 'http' && answer.status === 422) {
      const needs = needsMappingSchema.safeParse(answer.body);
      // Fewer than four named columns: nothing to choose from, so not a statement at all.
      if (needs.success && needs.data.headers.filter((h) => h.trim() !== '').length < 4) {
        setShown({ kind: 'nothing' });
        setError(NO_HEADER);
        return;
      }
      if (needs.success) {
        const { file_name, csv } = upload;
        setShown({
          kind: 'mapping',
          source: { file_name, csv },
          ...needs.data,
          message: needs.data.error,
        });
        return;
      }
    }
    setError(
      answer.kind === 'http' && answer.status === 413
        ? TOO_BIG
        : failureMessage(answer, 'The statement could not be read.'),
    );
  };

  return (
    <StaffPage
      title="Payments"
      intro="Read the bank statement to find which reported payments arrived, then confirm them: each order is marked as paid, its invoice issued and mailed. Reading changes nothing."
    >
      <StatementForm
        busy={busy}
        onRead={(source) => void read(source)}
        onRefused={(message) => {
          setError(message);
        }}
      />
      {error ? <Alert tone="error">{error}</Alert> : null}
      {shown.kind === 'mapping' ? (
        <ColumnPicker
          key={shown.headers.join('|')}
          headers={shown.headers}
          message={shown.message}
          busy={busy}
          onPick={(mapping: ColumnMapping) => void read({ ...shown.source, mapping })}
        />
      ) : null}
      {shown.kind === 'result' ? (
        <StatementResultView
          key={shown.read}
          result={shown.result}
          fileName={shown.upload.file_name}
          readingAgain={busy}
          onReadAgain={() => void read(shown.upload)}
        />
      ) : null}
    </StaffPage>
  );
}

import { useState } from 'react';
import { Alert } from '../../../components/alert.tsx';
import { useRouteChange } from '../data/use-route-change.ts';
import { StaffPage } from '../layout/staff-page.tsx';
import { ColumnPicker } from './column-picker.tsx';
import type { PaymentsChange, StatementAnswer } from './statement-changes.ts';
import { StatementForm } from './statement-form.tsx';
import { StatementResultView } from './statement-result.tsx';

/**
 * Bank statement reconciliation: read the bank's CSV, confirm the matches it proposes. Both go
 * to the route's clientAction; what the last reading found stays while the next is read.
 */
export function PaymentsScreen() {
  const reading = useRouteChange<PaymentsChange, StatementAnswer>();
  // Refused here, unsent (too big, empty): said until the next reading.
  const [refused, setRefused] = useState<string | null>(null);
  const shown = reading.last;
  const error = refused ?? (reading.answer?.outcome === 'refused' ? reading.answer.message : null);

  const read = (upload: Extract<PaymentsChange, { intent: 'read' }>) => {
    setRefused(null);
    void reading.send(upload);
  };

  return (
    <StaffPage
      title="Payments"
      intro="Read the bank statement to find which reported payments arrived, then confirm them: each order is marked as paid, its invoice issued and mailed. Reading changes nothing."
    >
      <StatementForm
        busy={reading.busy}
        onRead={(source) => read({ intent: 'read', upload: source })}
        onRefused={setRefused}
      />
      {error ? <Alert tone="error">{error}</Alert> : null}
      {shown?.outcome === 'mapping' ? (
        <ColumnPicker
          key={shown.headers.join('|')}
          headers={shown.headers}
          message={shown.message}
          busy={reading.busy}
          onPick={(mapping) => read({ intent: 'read', upload: { ...shown.upload, mapping } })}
        />
      ) : null}
      {shown?.outcome === 'read' ? (
        <StatementResultView
          key={shown.read}
          result={shown.result}
          fileName={shown.upload.file_name}
          readingAgain={reading.busy}
          onReadAgain={() => read({ intent: 'read', upload: shown.upload })}
        />
      ) : null}
    </StaffPage>
  );
}

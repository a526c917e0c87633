import { useState } from 'react';
import { can } from '../../../../domain/roles.ts';
import type { BankCredits, TdsReceivable } from '../../../../domain/staff/payments.ts';
import { Alert } from '../../../components/alert.tsx';
import { useStaffProfile } from '../access/staff-profile.ts';
import { useRouteChange } from '../../../lib/use-route-change.ts';
import { StaffPage } from '../layout/staff-page.tsx';
import { ColumnPicker } from './column-picker.tsx';
import { OpenCredits } from './open-credits.tsx';
import type { PaymentsChange, StatementAnswer } from './statement-changes.ts';
import { StatementForm } from './statement-form.tsx';
import { StatementResultView } from './statement-result.tsx';
import { TdsAwaited } from './tds-awaited.tsx';

/**
 * Bank reconciliation: read the bank's CSV and confirm the matches it proposes; settle orders
 * from the credits kept from every statement, or set credits aside; record TDS certificates.
 * Changes go to the route's clientAction, which loads the credits again; what the last reading
 * found stays while the next is read. The accountant reads all of it and changes nothing.
 */
export function PaymentsScreen({ credits, tds }: { credits: BankCredits; tds: TdsReceivable[] }) {
  const { role } = useStaffProfile();
  const mayChange = can(role, 'handle-orders');
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
      intro={
        mayChange
          ? 'Read the bank statement to find which payments arrived, then confirm them: each order is marked as paid, its invoice issued and mailed. Reading changes nothing; every credit read is kept until it pays orders or is set aside.'
          : 'The credits read from the bank’s statements that no order has used up yet, and the TDS certificates business buyers owe. Staff settle and set them aside.'
      }
    >
      {mayChange ? (
        <StatementForm
          busy={reading.busy}
          onRead={(source) => read({ intent: 'read', upload: source })}
          onRefused={setRefused}
        />
      ) : null}
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
      <OpenCredits credits={credits} mayChange={mayChange} />
      <TdsAwaited awaited={tds} mayChange={mayChange} />
    </StaffPage>
  );
}

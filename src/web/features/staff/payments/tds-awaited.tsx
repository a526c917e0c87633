import { useId, useState } from 'react';
import { formatPaise } from '../../../../domain/money.ts';
import { tdsCertificateField } from '../../../../domain/reconciliation/tds.ts';
import type { TdsReceivable } from '../../../../domain/staff/payments.ts';
import { TextField } from '../../../components/form-field.tsx';
import { DataTable, staffColumnHelper } from '../list/data-table.tsx';
import { smallButtonClass } from '../ui/buttons.ts';
import { DateTime } from '../ui/dates.tsx';
import { Notice, type NoticeMessage } from '../ui/notice.tsx';
import { OrderLink } from './credit-cells.tsx';
import { SingleFieldDialog } from './single-field-dialog.tsx';

interface AwaitedRow {
  tds: TdsReceivable;
  /** Null for a role that may not record it. */
  onRecord: (() => void) | null;
}

const helper = staffColumnHelper<AwaitedRow>();

const columns = helper.columns([
  helper.display({
    id: 'order',
    header: 'Order',
    meta: { rowHeader: true },
    cell: ({ row }) => <OrderLink number={row.original.tds.order_number} />,
  }),
  helper.display({
    id: 'buyer',
    header: 'Buyer',
    cell: ({ row }) => (
      <span className="flex min-w-40 flex-col whitespace-normal">
        <span>{row.original.tds.buyer}</span>
        <span className="font-mono text-xs text-muted">PAN {row.original.tds.pan}</span>
      </span>
    ),
  }),
  helper.display({
    id: 'invoice',
    header: 'Invoice',
    cell: ({ row }) => (
      <span className="whitespace-nowrap">{row.original.tds.invoice_number ?? '—'}</span>
    ),
  }),
  helper.display({
    id: 'amount',
    header: 'TDS',
    meta: { numeric: true },
    cell: ({ row }) => formatPaise(row.original.tds.amount_paise),
  }),
  helper.display({
    id: 'section',
    header: 'Section',
    cell: ({ row }) => row.original.tds.section,
  }),
  helper.display({
    id: 'paid',
    header: 'Paid on',
    cell: ({ row }) => (
      <span className="whitespace-nowrap">
        <DateTime iso={row.original.tds.recorded_at} dateOnly />
      </span>
    ),
  }),
  helper.display({
    id: 'record',
    header: () => <span className="sr-only">Actions</span>,
    cell: ({ row }) => {
      const { tds, onRecord } = row.original;
      if (!onRecord) return null;
      return (
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={onRecord}
          aria-label={`Record the TDS certificate of order ${tds.order_number}`}
          className={smallButtonClass}
        >
          Record certificate
        </button>
      );
    },
  }),
]);

/** The number on the certificate (Form 16A) the buyer sent for this order's TDS. */
function CertificateDialog({
  tds,
  onDone,
  onClose,
}: {
  tds: TdsReceivable;
  onDone: (message: string) => void;
  onClose: () => void;
}) {
  return (
    <SingleFieldDialog
      title="Record the TDS certificate"
      check={tdsCertificateField}
      toChange={(number) => ({
        intent: 'tds-certificate',
        order_number: tds.order_number,
        certificate_number: number,
      })}
      field={(input) => (
        <TextField label="Certificate number" autoComplete="off" maxLength={40} {...input} />
      )}
      submitLabel="Record certificate"
      busyLabel="Recording..."
      onDone={onDone}
      onClose={onClose}
    >
      {formatPaise(tds.amount_paise)} deducted under {tds.section} by {tds.buyer} from order{' '}
      {tds.order_number}. Enter the certificate number as it is printed on the buyer&rsquo;s Form
      16A.
    </SingleFieldDialog>
  );
}

/**
 * TDS that business buyers deducted and whose certificates have not come: what the government
 * owes us until each buyer files and sends its Form 16A.
 */
export function TdsAwaited({
  awaited,
  mayChange,
}: {
  awaited: TdsReceivable[];
  mayChange: boolean;
}) {
  const titleId = useId();
  const [recording, setRecording] = useState<TdsReceivable | null>(null);
  const [message, setMessage] = useState<NoticeMessage | null>(null);
  const rows = awaited.map((tds) => ({
    tds,
    onRecord: mayChange
      ? () => {
          setMessage(null);
          setRecording(tds);
        }
      : null,
  }));
  const total = awaited.reduce((sum, tds) => sum + tds.amount_paise, 0);
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <div>
        <h2 id={titleId} className="text-lg font-bold text-ink">
          TDS certificates awaited{' '}
          <span className="font-semibold text-muted">({awaited.length})</span>
        </h2>
        <p className="text-sm text-muted">
          Income-tax business buyers deducted from their payments: a receivable until each
          buyer&rsquo;s certificate (Form 16A) comes. Record its number when it does.
        </p>
      </div>
      <Notice message={message} />
      {awaited.length === 0 ? (
        <p className="text-muted">No certificate is awaited.</p>
      ) : (
        <>
          <p className="text-sm text-ink">{formatPaise(total)} awaited in all.</p>
          <DataTable
            label="TDS certificates awaited"
            columns={columns}
            data={rows}
            rowId={(row) => row.tds.order_number}
          />
        </>
      )}
      {recording ? (
        <CertificateDialog
          tds={recording}
          onDone={(text) => {
            setMessage({ tone: 'success', text, takeFocus: true });
            setRecording(null);
          }}
          onClose={() => setRecording(null)}
        />
      ) : null}
    </section>
  );
}

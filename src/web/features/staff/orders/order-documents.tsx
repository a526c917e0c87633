import { FileDown } from 'lucide-react';
import type { IssuedDocumentLink } from '../../../../domain/learner-orders.ts';
import { formatPaise } from '../../../../domain/money.ts';
import { smallButtonClass } from '../ui/buttons.ts';
import { DateTime } from '../ui/dates.tsx';
import { cn } from '../../../lib/cn.ts';

const KIND_LABELS: Record<IssuedDocumentLink['kind'], string> = {
  'tax-invoice': 'Tax invoice',
  invoice: 'Invoice',
  'credit-note': 'Credit note',
};

/** The order's invoice and any credit notes, each as the PDF the learner was mailed. */
export function OrderDocuments({ documents }: { documents: readonly IssuedDocumentLink[] }) {
  if (documents.length === 0) {
    return <p className="text-muted">None yet: the invoice is issued when the order is paid.</p>;
  }
  return (
    <ul className="flex flex-col divide-y divide-line">
      {documents.map((doc) => (
        <li key={doc.number} className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0">
          <div>
            <p className="font-semibold text-ink">
              {KIND_LABELS[doc.kind]} <span className="font-mono">{doc.number}</span>
            </p>
            <p className="text-sm text-muted">
              <DateTime iso={doc.issued_at} dateOnly />, {formatPaise(doc.total_paise)}
            </p>
          </div>
          <a
            href={doc.url}
            download
            aria-label={`Download PDF of ${KIND_LABELS[doc.kind].toLowerCase()} ${doc.number}`}
            className={cn(smallButtonClass, 'self-start')}
          >
            <FileDown aria-hidden className="size-4" />
            Download PDF
          </a>
        </li>
      ))}
    </ul>
  );
}

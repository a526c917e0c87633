import { FileDown } from 'lucide-react';
import type { IssuedDocumentLink } from '../../../domain/learner-orders.ts';
import { formatPaise } from '../../../domain/money.ts';
import { CardSection } from '../../components/card-section.tsx';

const KIND_LABELS: Record<IssuedDocumentLink['kind'], string> = {
  'tax-invoice': 'Tax invoice',
  invoice: 'Invoice',
  'credit-note': 'Credit note',
};

const day = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** The invoice of a paid order and any credit notes, each as a PDF to keep. */
export function OrderDocuments({ documents }: { documents: IssuedDocumentLink[] }) {
  if (documents.length === 0) return null;
  return (
    <CardSection headingId="documents-heading" heading="Invoices" className="p-5">
      <ul className="mt-3 divide-y divide-line">
        {documents.map((d) => (
          <li key={d.number} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div>
              <p className="font-semibold text-ink">
                {KIND_LABELS[d.kind]} {d.number}
              </p>
              <p className="text-sm text-muted">
                {day.format(new Date(d.issued_at))} · {formatPaise(d.total_paise)}
              </p>
            </div>
            <a
              href={d.url}
              download
              className="inline-flex items-center gap-1.5 rounded-control border border-brand-200 px-3 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
            >
              <FileDown aria-hidden className="size-4" />
              Download PDF<span className="sr-only">: {d.number}</span>
            </a>
          </li>
        ))}
      </ul>
    </CardSection>
  );
}

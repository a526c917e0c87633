import { ChevronDown } from 'lucide-react';
import type { Faq } from '../content/site-copy.ts';

/** Questions as native disclosures: they open by mouse, keyboard and without JavaScript. */
export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  return (
    <div className="divide-y divide-line rounded-card border border-line bg-white">
      {faqs.map((faq) => (
        <details key={faq.question} className="group px-5 py-1">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 text-left font-semibold text-brand-950 [&::-webkit-details-marker]:hidden">
            {faq.question}
            <ChevronDown
              aria-hidden
              className="size-5 shrink-0 text-brand-700 transition group-open:rotate-180"
            />
          </summary>
          <p className="pb-4 leading-relaxed text-muted">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}

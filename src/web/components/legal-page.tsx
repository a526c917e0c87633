import type { LegalDocument } from '../content/legal.ts';
import { LinkedText } from './linked-text.tsx';

/** A legal document: its title, the date it was last changed, and its numbered sections. */
export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-14">
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-950 sm:text-4xl">
        {document.title}
      </h1>
      <p className="mt-4 text-lg text-muted">{document.lead}</p>
      <p className="mt-2 text-sm text-muted">Last updated: {document.updated}</p>
      <nav aria-label="Sections" className="mt-8 rounded-card border border-line bg-surface p-5">
        <ol className="grid list-decimal gap-1 pl-5 text-sm sm:grid-cols-2">
          {document.sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="inline-block py-1 text-brand-700 underline-offset-2 hover:underline"
              >
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {document.sections.map((section, index) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
          <h2
            id={`${section.id}-heading`}
            className="mt-10 scroll-mt-24 text-xl font-bold text-brand-950"
          >
            {index + 1}. {section.heading}
          </h2>
          {section.items ? (
            <ul className="mt-4 list-disc space-y-2 pl-5 leading-relaxed text-ink">
              {section.items.map((item) => (
                <li key={item}>
                  <LinkedText text={item} />
                </li>
              ))}
            </ul>
          ) : null}
          {section.paragraphs?.map((paragraph) => (
            <p key={paragraph} className="mt-4 leading-relaxed text-ink">
              <LinkedText text={paragraph} />
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}

import { aboutCopy } from '../content/about-copy.ts';
import { pageMeta } from '../lib/meta.ts';
import { publicConfig } from '../lib/public-config.ts';

const ABOUT = aboutCopy(publicConfig.identity.siteName);

export const meta = () => pageMeta('About us', ABOUT.lead, { path: '/about' });

export default function About() {
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-4xl px-4 py-14 text-center">
          <h1 className="text-4xl font-extrabold tracking-tight text-brand-950 sm:text-5xl">
            {ABOUT.title}
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-muted">{ABOUT.lead}</p>
        </div>
      </section>
      <div className="mx-auto grid max-w-4xl gap-6 px-4 pb-8 md:grid-cols-2">
        {ABOUT.sections.map((section) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-heading`}
            className={`rounded-card border border-line bg-white p-6 shadow-card ${section.bullets ? 'md:col-span-2' : ''}`}
          >
            <h2 id={`${section.id}-heading`} className="text-xl font-bold text-brand-950">
              {section.heading}
            </h2>
            {section.paragraphs.map((p) => (
              <p key={p} className="mt-3 leading-relaxed text-muted">
                {p}
              </p>
            ))}
            {section.bullets ? (
              <ul className="mt-4 grid gap-3 sm:grid-cols-2">
                {section.bullets.map((bullet) => {
                  const [name, rest] = bullet.includes(': ')
                    ? bullet.split(/: (.*)/s)
                    : [undefined, bullet];
                  return (
                    <li
                      key={bullet}
                      className="rounded-xl bg-surface p-4 text-sm leading-relaxed text-ink"
                    >
                      {name ? <strong className="block text-brand-900">{name}</strong> : null}
                      {rest}
                    </li>
                  );
                })}
              </ul>
            ) : null}
          </section>
        ))}
      </div>
      <section aria-label="Our motto" className="mx-auto max-w-4xl px-4 pb-16">
        <p className="rounded-card bg-brand-900 px-6 py-10 text-center text-2xl font-extrabold text-white">
          “{ABOUT.motto}”
        </p>
      </section>
    </>
  );
}

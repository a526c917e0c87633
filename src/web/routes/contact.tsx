import { Mail, MapPin, Phone, type LucideIcon } from 'lucide-react';
import { addressLines, telHref } from '../../domain/site-identity.ts';
import { later } from '../components/hydrate-later.tsx';
import { pageMeta } from '../lib/meta.ts';
import { publicConfig } from '../lib/public-config.ts';

const ContactForm = later('contact', () =>
  import('../features/enquiry/contact-form.tsx').then((m) => m.ContactForm),
);

const { identity } = publicConfig;

export const meta = () =>
  pageMeta(
    'Contact us',
    'Questions about a program, fees or enrolment? Write to our advisors and get an answer within one working day.',
    { path: '/contact' },
  );

/** One way to reach the business: its icon, what it is, and the link. */
function ContactLine(props: {
  icon: LucideIcon;
  label: string;
  href: string;
  text: string;
  note?: string | undefined;
}) {
  const { icon: Icon, label, href, text, note } = props;
  return (
    <li className="flex gap-3">
      <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
      <p>
        <span className="font-semibold">{label}: </span>
        <a className="text-brand-700 underline underline-offset-2 hover:text-brand-900" href={href}>
          {text}
        </a>
        {note && <span className="text-muted"> ({note})</span>}
      </p>
    </li>
  );
}

export default function Contact() {
  return (
    <div className="mx-auto grid max-w-6xl gap-12 px-4 py-14 lg:grid-cols-[1fr_1.4fr]">
      <section aria-labelledby="contact-heading">
        <h1
          id="contact-heading"
          className="text-3xl font-extrabold tracking-tight text-brand-950 sm:text-4xl"
        >
          Contact us
        </h1>
        <p className="mt-4 text-lg text-muted">
          Questions about a program, fees or enrolment? Send us a message and a program advisor will
          reply within one working day.
        </p>
        <ul className="mt-8 flex flex-col gap-5 text-ink">
          {identity.address && (
            <li className="flex gap-3">
              <MapPin aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-700" />
              <address className="not-italic">
                <span className="font-semibold">Office address</span>
                <br />
                {[identity.legalName, ...addressLines(identity.address)]
                  .filter(Boolean)
                  .map((line) => (
                    <span key={line} className="block text-muted">
                      {line}
                    </span>
                  ))}
              </address>
            </li>
          )}
          {identity.supportEmail && (
            <ContactLine
              icon={Mail}
              label="Email"
              href={`mailto:${identity.supportEmail}`}
              text={identity.supportEmail}
            />
          )}
          {identity.supportPhone && (
            <ContactLine
              icon={Phone}
              label="Phone"
              href={telHref(identity.supportPhone)}
              text={identity.supportPhone}
              note={identity.supportHours}
            />
          )}
        </ul>
      </section>
      <section
        aria-label="Enquiry form"
        className="rounded-card border border-line bg-white p-6 shadow-card sm:p-8"
      >
        <h2 className="mb-6 text-xl font-bold text-brand-950">Send an enquiry</h2>
        <ContactForm />
      </section>
    </div>
  );
}

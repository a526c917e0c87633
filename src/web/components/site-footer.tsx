import { MessageCircle } from 'lucide-react';
import { Form, Link, useLocation } from 'react-router';
import { PROGRAMS } from '../../domain/catalogue/programs.ts';
import { addressLines, telHref } from '../../domain/site-identity.ts';
import { footerCopy } from '../content/footer-copy.ts';
import { publicConfig } from '../lib/public-config.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { SocialLinks } from './social-links.tsx';

const { identity } = publicConfig;
const FOOTER = footerCopy(identity.siteName);

const COMPANY_LINKS = [
  { to: '/about', label: 'About us' },
  { to: '/programs', label: 'All programs' },
  { to: '/contact', label: 'Contact' },
  { to: '/refund-cancellation-policy', label: 'Refund policy' },
  { to: '/terms', label: 'Terms of use' },
  { to: '/privacy', label: 'Privacy policy' },
];

function LinkList({
  title,
  links,
}: {
  title: string;
  links: Array<{ to: string; label: string }>;
}) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-bold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="inline-block py-0.5 text-brand-100 hover:text-white hover:underline"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Where the floating chat button may sit: only on screens wide enough (1280 px and more) that
 * it floats in the margin beside the page's column, never over a field or a button; and not on
 * the pages of forms and money, whatever the width. Everywhere, the footer has the same link.
 */
const NO_FLOATING_CHAT =
  /^\/(addcart|checkout|orders|profile|login|signup|forgot-password|staff|account)(\/|$)/;
const floatsChat = (pathname: string) => !NO_FLOATING_CHAT.test(pathname);

function WhatsAppButton() {
  const { pathname } = useLocation();
  // Drawn only once the page runs: the pages served as one shell (the console, an order) were
  // built at another path, so the HTML cannot know whether this path floats the button.
  const hydrated = useHydrated();
  if (!identity.whatsappNumber || !hydrated || !floatsChat(pathname)) return null;
  return (
    <a
      href={`https://wa.me/${identity.whatsappNumber}`}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat with us on WhatsApp"
      className="fixed right-4 bottom-4 z-30 hidden size-14 items-center justify-center rounded-full bg-[#15803d] text-white shadow-raised transition hover:scale-105 xl:flex"
    >
      <MessageCircle aria-hidden className="size-7" />
    </a>
  );
}

export function SiteFooter() {
  return (
    <footer className="below-fold mt-auto">
      <section
        aria-label="Help"
        // Not on the contact page, where it would send people to where they already are.
        className="bg-accent-100 [body:has(#contact-heading)_&]:hidden"
      >
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 className="text-xl font-bold text-brand-950">{FOOTER.helpHeading}</h2>
            <p className="mt-1 text-ink/80">{FOOTER.helpBody}</p>
          </div>
          <Link
            to="/contact"
            className="inline-flex shrink-0 items-center justify-center rounded-control bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
          >
            Contact Us
          </Link>
        </div>
      </section>
      <div className="bg-brand-950 text-brand-100">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
          <div>
            <p className="flex items-center gap-2 text-xl font-extrabold text-white">
              <img src="/images/logo.svg" alt="" width="28" height="28" loading="lazy" />
              {identity.siteName}
            </p>
            <p className="mt-3 text-sm leading-relaxed">{FOOTER.about}</p>
            <address className="mt-4 text-sm leading-relaxed not-italic">
              {identity.legalName && <span className="block">{identity.legalName}</span>}
              {identity.address &&
                addressLines(identity.address).map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              {identity.supportEmail && (
                <a
                  href={`mailto:${identity.supportEmail}`}
                  className="mt-2 block py-1 hover:text-white"
                >
                  {identity.supportEmail}
                </a>
              )}
              {identity.supportPhone && (
                <a href={telHref(identity.supportPhone)} className="block py-1 hover:text-white">
                  {identity.supportPhone}
                </a>
              )}
              {identity.whatsappNumber && (
                <a
                  href={`https://wa.me/${identity.whatsappNumber}`}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="flex items-center gap-1.5 py-1 hover:text-white"
                >
                  <MessageCircle aria-hidden className="size-4" />
                  Chat on WhatsApp
                </a>
              )}
            </address>
            <SocialLinks className="mt-4" />
          </div>
          <LinkList
            title="Programs"
            links={PROGRAMS.filter((p) => p.popular).map((p) => ({ to: p.path, label: p.name }))}
          />
          <LinkList title="Company" links={COMPANY_LINKS} />
          <div>
            <h2 className="text-sm font-bold tracking-wide text-white uppercase">
              {FOOTER.newsletterHeading}
            </h2>
            <p className="mt-4 text-sm leading-relaxed">{FOOTER.newsletterBody}</p>
            {/* A GET form: the sign-up page reads ?email= and fills it in. */}
            <Form action="/signup" method="get" className="mt-4 flex gap-2">
              <label htmlFor="newsletter-email" className="sr-only">
                Email address
              </label>
              <input
                id="newsletter-email"
                name="email"
                type="email"
                required
                autoComplete="email"
                placeholder="you@example.com"
                className="min-w-0 flex-1 rounded-control border border-brand-800 bg-brand-900 px-3 py-2 text-white placeholder:text-brand-300"
              />
              <button
                type="submit"
                className="rounded-control bg-accent-400 px-4 py-2 font-semibold text-brand-950 hover:bg-accent-300"
              >
                Sign up
              </button>
            </Form>
          </div>
        </div>
        <div className="border-t border-brand-900">
          <p className="mx-auto max-w-6xl px-4 py-5 text-sm">
            © {publicConfig.buildYear} {identity.legalName ?? identity.siteName}. All rights
            reserved.
          </p>
        </div>
      </div>
      <WhatsAppButton />
    </footer>
  );
}

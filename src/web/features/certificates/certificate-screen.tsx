import { BadgeCheck, CircleAlert, Download, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import {
  formatCertificateDay,
  NAME_REMOVED,
  revokedWords,
  type PublicCertificate,
} from '../../../domain/certificates/certificates.ts';
import { buttonClass } from '../../components/button.tsx';
import { QrCode } from '../../components/qr-code.tsx';
import { cn } from '../../lib/cn.ts';
import { openBadgePath, VERIFY_PATH } from './certificate-api.ts';

const linkClass = 'font-semibold text-brand-700 underline-offset-2 hover:underline';

/**
 * A certificate's public page: anyone with the link (an employer, a recruiter) reads who
 * completed what, when, and who issued it; a revoked one says so first, in red. Once its learner
 * deleted their account it certifies 'the holder of this certificate', without a name.
 */
export function CertificateScreen({ certificate: c }: { certificate: PublicCertificate }) {
  const facts: Array<[string, string]> = [
    ['Program', c.program],
    ['Plan', c.plan],
    ['Completed on', formatCertificateDay(c.completed_on)],
    ['Mentor', c.mentor_name || 'The mentors of the program'],
    ['Issued by', `${c.issuer_name}, signed off by ${c.issued_by_name}`],
    ['Certificate no.', c.number],
  ];
  return (
    <div className="bg-surface px-4 py-8 sm:py-14">
      <article className="mx-auto flex max-w-3xl flex-col gap-6">
        {c.revoked ? (
          <div
            role="alert"
            className="flex items-start gap-3 rounded-card border border-danger-700/40 bg-danger-50 p-4 text-danger-700 sm:p-5"
          >
            <CircleAlert aria-hidden className="mt-0.5 size-6 shrink-0" />
            <div>
              <p className="text-lg font-bold">This certificate is no longer valid</p>
              <p className="mt-1 font-medium">{revokedWords(c.revoked)}.</p>
            </div>
          </div>
        ) : (
          <p className="inline-flex items-center gap-2 self-start rounded-full border border-success-700/30 bg-success-50 px-3 py-1 text-sm font-semibold text-success-700">
            <ShieldCheck aria-hidden className="size-4" />
            Valid certificate issued by {c.issuer_name}
          </p>
        )}
        <section
          aria-labelledby="certificate-heading"
          className={cn(
            'rounded-card border-4 border-double border-brand-600 bg-white px-5 py-8 text-center shadow-card sm:px-10 sm:py-12',
            c.revoked && 'opacity-75',
          )}
        >
          <p className="font-bold text-brand-700">{c.issuer_name}</p>
          <h1
            id="certificate-heading"
            className="mt-2 text-2xl font-extrabold tracking-tight text-brand-950 sm:text-4xl"
          >
            Certificate of completion
          </h1>
          <p className="mt-6 text-muted">This certifies that</p>
          {c.learner_name === NAME_REMOVED ? (
            <>
              <p className="mt-1 text-2xl font-extrabold text-brand-700 sm:text-3xl">
                the holder of this certificate
              </p>
              <p className="mt-1 text-sm text-muted">(name removed at their request)</p>
            </>
          ) : (
            <p className="mt-1 text-3xl font-extrabold break-words text-brand-700 sm:text-5xl">
              {c.learner_name}
            </p>
          )}
          <p className="mt-4 text-muted">has completed the mentorship program</p>
          <p className="mt-1 text-xl font-bold text-ink sm:text-2xl">
            {c.program} <span className="font-semibold text-muted">({c.plan})</span>
          </p>
          <dl className="mx-auto mt-8 grid max-w-xl grid-cols-1 gap-x-6 gap-y-3 border-t border-line pt-6 text-left text-sm sm:grid-cols-2">
            {facts.map(([label, value]) => (
              <div key={label}>
                <dt className="text-muted">{label}</dt>
                <dd className="font-semibold break-words text-ink">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section
          aria-labelledby="check-heading"
          className="rounded-card border border-line bg-white p-5 shadow-card sm:p-6"
        >
          <div className="flex flex-col gap-5 sm:flex-row sm:items-start sm:justify-between">
            <div className="min-w-0">
              <h2 id="check-heading" className="flex items-center gap-2 text-lg font-bold text-ink">
                <BadgeCheck aria-hidden className="size-5 text-brand-700" />
                Check it yourself
              </h2>
              <p className="mt-2 text-sm text-muted">
                This page is kept by {c.issuer_name} and always shows the certificate as it is now.
                The same certificate is also a signed digital credential (Open Badges 3.0) that any
                verifier can check.
              </p>
              <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
                {c.revoked ? (
                  <p className="text-sm font-semibold text-danger-700">
                    It was revoked, so it has no digital credential to download; one downloaded
                    before checks as revoked.
                  </p>
                ) : (
                  <a href={openBadgePath(c.number)} download className={buttonClass.secondary}>
                    <Download aria-hidden className="size-4" />
                    Download the digital credential
                  </a>
                )}
                <Link to={VERIFY_PATH} className={linkClass}>
                  Verify a credential
                </Link>
              </div>
            </div>
            <figure className="flex shrink-0 flex-col items-center gap-1 self-center sm:self-start">
              <QrCode
                value={c.page_url}
                label={`QR code of this page: ${c.page_url}`}
                className="size-32 rounded border border-line p-1"
              />
              <figcaption className="text-xs text-muted">The QR code on the PDF</figcaption>
            </figure>
          </div>
        </section>
      </article>
    </div>
  );
}

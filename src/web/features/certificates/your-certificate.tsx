import { Award, CheckCircle2, CircleDashed, Download, ExternalLink } from 'lucide-react';
import {
  formatCertificateDay,
  revokedWords,
  type LearnerCertificate,
  type LearnerCertificateState,
} from '../../../domain/certificates/certificates.ts';
import { linkedInAddToProfileUrl } from '../../../domain/certificates/linkedin.ts';
import { Alert } from '../../components/alert.tsx';
import { buttonClass } from '../../components/button.tsx';
import { CardSection } from '../../components/card-section.tsx';
import { cn } from '../../lib/cn.ts';
import { publicConfig } from '../../lib/public-config.ts';

const linkClass = 'font-semibold text-brand-700 underline-offset-2 hover:underline';

function Issued({ certificate: c }: { certificate: LearnerCertificate }) {
  if (c.revoked) return <Alert tone="error">{revokedWords(c.revoked)}.</Alert>;
  const linkedIn = linkedInAddToProfileUrl({
    name: `${c.program} (${c.plan})`,
    organizationName: publicConfig.identity.siteName,
    issuedOn: c.completed_on,
    certUrl: c.page_url,
    certId: c.number,
  });
  return (
    <>
      <p className="flex items-start gap-2 font-semibold text-success-700">
        <Award aria-hidden className="size-5 shrink-0" />
        Completed on {formatCertificateDay(c.completed_on)}
      </p>
      <p className="text-sm text-muted">
        Certificate no. <span className="font-semibold text-ink">{c.number}</span>
      </p>
      <a href={c.pdf_url} download className={cn(buttonClass.primary, 'px-4 text-sm')}>
        <Download aria-hidden className="size-4" />
        Download PDF
      </a>
      <a
        href={linkedIn}
        target="_blank"
        rel="noopener noreferrer"
        className={cn(buttonClass.secondary, 'px-4 text-sm')}
      >
        Add to LinkedIn profile
        <ExternalLink aria-hidden className="size-4" />
      </a>
      <p className="text-sm break-all text-muted">
        Anyone can check it at{' '}
        <a href={c.page_url} className={linkClass}>
          {c.page_url}
        </a>
      </p>
    </>
  );
}

/** 'Your certificate': what is still missing for it, or the certificate to download and share. */
export function YourCertificate({
  state,
  className,
}: {
  state: LearnerCertificateState;
  className?: string;
}) {
  return (
    <CardSection
      headingId="certificate-heading"
      heading="Your certificate"
      className={cn('flex flex-col gap-3 p-5 sm:p-6', className)}
    >
      {state.issued ? (
        <Issued certificate={state.issued} />
      ) : (
        <>
          <ul className="flex flex-col gap-2 text-sm">
            {state.completion.conditions.map((c) => (
              <li key={c.key} className="flex gap-2 text-ink">
                {c.met ? (
                  <CheckCircle2 aria-hidden className="size-5 shrink-0 text-success-700" />
                ) : (
                  <CircleDashed aria-hidden className="size-5 shrink-0 text-muted" />
                )}
                <span>
                  <span className="sr-only">{c.met ? 'Done: ' : 'Still to do: '}</span>
                  {c.words}
                </span>
              </li>
            ))}
          </ul>
          <p className="text-sm text-muted">
            {state.completion.met
              ? 'You have completed the program: the team will issue your certificate shortly.'
              : 'Once all of this is done, the team issues your certificate of completion.'}
          </p>
        </>
      )}
    </CardSection>
  );
}

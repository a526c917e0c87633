import { cn } from '../../lib/cn.ts';
import { publicConfig } from '../../lib/public-config.ts';
import { VerifyForm } from './verify-form.tsx';

const linkClass = 'font-semibold text-brand-700 underline-offset-2 hover:underline';

/** The public verifier: anyone who was handed a certificate's credential checks it here. */
export function VerifyScreen() {
  const site = publicConfig.identity.siteName;
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white px-4 py-12 sm:py-16">
      <section
        aria-labelledby="verify-heading"
        className="mx-auto max-w-2xl rounded-card border border-line bg-white p-6 shadow-card sm:p-8"
      >
        <h1 id="verify-heading" className="text-2xl font-extrabold tracking-tight text-brand-950">
          Verify a certificate
        </h1>
        <p className="mt-2 text-muted">
          Every {site} certificate comes with a digital credential, a .jwt file the learner can
          download from the certificate&apos;s page. Paste its text here to check that {site} issued
          it, to whom and for what, and that it has not been revoked.
        </p>
        <div className="mt-6">
          <VerifyForm />
        </div>
      </section>
      <div className="mx-auto mt-6 max-w-2xl text-sm text-muted">
        <h2 className="font-semibold text-ink">Checking it with your own tools</h2>
        <p className="mt-1">
          The credential is an Open Badges 3.0 verifiable credential signed with EdDSA (Ed25519).
          Any JOSE library can check its signature with our public key, published at{' '}
          <a href="/.well-known/jwks.json" className={linkClass}>
            /.well-known/jwks.json
          </a>{' '}
          and in our DID document,{' '}
          <a href="/.well-known/did.json" className={linkClass}>
            /.well-known/did.json
          </a>
          . Its revocation list is at{' '}
          <a href="/api/credentials/status/revocation" className={cn(linkClass, 'break-all')}>
            /api/credentials/status/revocation
          </a>
          .
        </p>
      </div>
    </div>
  );
}

import { VerifyScreen } from '../features/certificates/verify-screen.tsx';
import { pageMeta } from '../lib/meta.ts';

// No canonical path: pageMeta marks the page noindex; the server adds X-Robots-Tag too.
export const meta = () =>
  pageMeta(
    'Verify a certificate',
    'Check that a certificate’s digital credential is genuine and has not been revoked.',
  );

export default function CertificateVerify() {
  return <VerifyScreen />;
}

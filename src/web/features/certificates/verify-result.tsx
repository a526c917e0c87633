import { BadgeCheck, ShieldX } from 'lucide-react';
import { Link } from 'react-router';
import { certificatePagePath } from '../../../domain/certificates/credential.ts';
import {
  verificationWords,
  type CredentialVerification,
} from '../../../domain/certificates/credential-verification.ts';
import { cn } from '../../lib/cn.ts';

const tones = {
  success: 'border-success-700/30 bg-success-50 text-success-700',
  error: 'border-danger-700/30 bg-danger-50 text-danger-700',
};

/** The verdict on a pasted credential, with a link to the certificate's page when it is ours. */
export function VerifyResult({ result }: { result: CredentialVerification }) {
  const words = verificationWords(result);
  const Icon = words.tone === 'success' ? BadgeCheck : ShieldX;
  const number = result.valid ? result.certificate?.number : undefined;
  return (
    <div
      role={words.tone === 'error' ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-control border px-4 py-4', tones[words.tone])}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
      <div className="flex min-w-0 flex-col gap-1.5">
        <p className="font-bold break-words">{words.headline}</p>
        {words.detail ? <p className="text-sm break-words">{words.detail}</p> : null}
        {number ? (
          <p className="text-sm">
            <Link
              to={certificatePagePath(number)}
              className="font-semibold underline underline-offset-2"
            >
              See certificate {number}
            </Link>
          </p>
        ) : null}
      </div>
    </div>
  );
}

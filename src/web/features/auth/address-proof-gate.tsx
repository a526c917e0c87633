import { lazy, Suspense, useState } from 'react';
import { useSession } from './session.ts';

// Loaded only for an account that has not proved its address: most pages never ask for it.
const AddressProofBanner = lazy(() => import('./address-proof-banner.tsx'));

/**
 * On every page, while the signed-in account has not proved its address: the banner that asks
 * for the mailed code. It stays after the proof, to say so, until the person closes it.
 *
 * Both are kept per address, not as one flag: a close made while the session is still being
 * read again after the proof must hold, and a new unproved address must ask again.
 */
export function AddressProofGate() {
  const session = useSession();
  const address =
    session.status === 'signed-in' ? `${session.profile.id}:${session.profile.email}` : null;
  const unproved = session.status === 'signed-in' && !session.profile.email_proved;
  const [askedFor, setAskedFor] = useState<string | null>(null);
  const [closedFor, setClosedFor] = useState<string | null>(null);
  if (unproved && askedFor !== address) setAskedFor(address);
  if (session.status !== 'signed-in' || askedFor !== address || closedFor === address) return null;
  return (
    <Suspense fallback={null}>
      <AddressProofBanner profile={session.profile} onClose={() => setClosedFor(address)} />
    </Suspense>
  );
}

import { lazy, Suspense, useState } from 'react';
import { useSession } from './session.ts';

// Loaded only for an account that has not proved its address: most pages never ask for it.
const AddressProofBanner = lazy(() => import('./address-proof-banner.tsx'));

/**
 * On every page, while the signed-in account has not proved its address: the banner that asks
 * for the mailed code. It stays after the proof, to say so, until the person closes it.
 */
export function AddressProofGate() {
  const session = useSession();
  const unproved = session.status === 'signed-in' && !session.profile.email_proved;
  const [shown, setShown] = useState(false);
  if (unproved && !shown) setShown(true);
  if (!shown || session.status !== 'signed-in') return null;
  return (
    <Suspense fallback={null}>
      <AddressProofBanner profile={session.profile} onClose={() => setShown(false)} />
    </Suspense>
  );
}

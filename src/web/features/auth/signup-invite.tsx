import { Suspense, lazy, useEffect, useState } from 'react';
import { useSession } from './session.ts';

// Its form code is fetched only for visitors who will see it.
const SignupPopup = lazy(() => import('./signup-popup.tsx'));

/** Long enough to see the page first; the popup never covers it on arrival. */
const OPEN_AFTER_MS = 4000;
/** Once closed, it stays closed for the rest of the visit (this tab). */
export const POPUP_DISMISSED_KEY = 'signup-popup-dismissed';

function dismissed(): boolean {
  try {
    return sessionStorage.getItem(POPUP_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** Invites visitors without a session to sign up, in a popup over the home page. */
export function SignupInvite() {
  const session = useSession();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (session.status !== 'signed-out' || dismissed()) return;
    const timer = setTimeout(() => setOpen(true), OPEN_AFTER_MS);
    return () => clearTimeout(timer);
  }, [session.status]);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <SignupPopup
        onClose={() => {
          try {
            sessionStorage.setItem(POPUP_DISMISSED_KEY, '1');
          } catch {
            // Private modes may refuse storage; the popup then simply may come back.
          }
          setOpen(false);
        }}
      />
    </Suspense>
  );
}

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

/** A phone's screen: the popup fills it, so it waits for a sign of interest first. */
const SCROLL_SETTLED_MS = 1000;
const PHONE = '(max-width: 767px)';

const typing = () =>
  document.activeElement?.matches('input, textarea, select, [contenteditable="true"]') ?? false;

/**
 * Calls `open` once the visitor has had time to see the page (OPEN_AFTER_MS), and on a phone
 * only on their second page of the visit or after a scroll past the first screen; never while
 * they are typing in a form: then it waits until they leave the field.
 */
function whenTheMomentComes(firstPage: boolean, open: () => void): () => void {
  let waited = false;
  let stopped = false;
  const scrolledOn = () => window.scrollY > window.innerHeight;
  const interested = () => !window.matchMedia(PHONE).matches || !firstPage || scrolledOn();
  const check = () => {
    if (stopped || !waited || !interested() || typing()) return;
    stop();
    open();
  };
  // Focus leaves one field before it reaches the next: look once it has arrived.
  const leftField = () => setTimeout(check, 0);
  // Not mid-scroll: once the page has stood still for a moment, in which a visitor who scrolled
  // down to a form has reached its field.
  let settling: ReturnType<typeof setTimeout> | undefined;
  const scrolled = () => {
    clearTimeout(settling);
    settling = setTimeout(check, SCROLL_SETTLED_MS);
  };
  const timer = setTimeout(() => {
    waited = true;
    check();
  }, OPEN_AFTER_MS);
  window.addEventListener('scroll', scrolled, { passive: true });
  document.addEventListener('focusout', leftField);
  function stop() {
    stopped = true;
    clearTimeout(timer);
    clearTimeout(settling);
    window.removeEventListener('scroll', scrolled);
    document.removeEventListener('focusout', leftField);
  }
  return stop;
}

/** Invites visitors without a session to sign up, in a popup over the home page. */
export function SignupInvite() {
  const session = useSession();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (session.status !== 'signed-out' || dismissed()) return;
    // React Router numbers the entries of the tab's history from 0: above it, the visitor came
    // here from another page of the site.
    const state: unknown = window.history.state;
    const entry = state && typeof state === 'object' && 'idx' in state ? Number(state.idx) : 0;
    return whenTheMomentComes(entry === 0, () => setOpen(true));
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

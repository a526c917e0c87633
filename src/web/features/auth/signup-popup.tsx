import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Alert } from '../../components/alert.tsx';
import { CloseButton } from '../../components/close-button.tsx';
import { SignupForm } from './signup-form.tsx';

/** The popup closes this long after a successful sign-up, once its message has been read. */
const CLOSE_AFTER_SUCCESS_MS = 1500;

/** The home page's sign-up dialog; `onClose` runs however it closes. */
export default function SignupPopup({ onClose }: { onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [signedUp, setSignedUp] = useState(false);
  const { pathname } = useLocation();

  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  useEffect(() => {
    if (!signedUp) return;
    const timer = setTimeout(() => dialog.current?.close(), CLOSE_AFTER_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [signedUp]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby="signup-popup-heading"
      onClose={onClose}
      onClick={(event) => {
        if (event.target === dialog.current) dialog.current.close();
      }}
      className="popup m-auto max-h-[calc(100dvh-2rem)] w-[min(28rem,calc(100vw-2rem))] overflow-y-auto rounded-card bg-white p-0 shadow-raised"
    >
      <div className="flex items-start justify-between gap-4 border-b border-line px-6 py-4">
        <div>
          <h2 id="signup-popup-heading" className="text-xl font-extrabold text-brand-950">
            Start learning today
          </h2>
          <p className="mt-1 text-sm text-muted">Create your free account in a minute.</p>
        </div>
        <CloseButton onClick={() => dialog.current?.close()} />
      </div>
      <div className="px-6 py-5">
        {signedUp ? (
          <Alert tone="success">Account created. You are signed in.</Alert>
        ) : (
          <>
            <SignupForm label="Sign up" onSignedUp={() => setSignedUp(true)} />
            <p className="mt-4 text-center text-sm text-muted">
              Already have an account?{' '}
              <Link
                to={`/login?${new URLSearchParams({ next: pathname })}`}
                className="font-semibold text-brand-700 hover:underline"
              >
                Log in
              </Link>
            </p>
          </>
        )}
      </div>
    </dialog>
  );
}

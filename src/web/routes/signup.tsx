import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { safeNextPath } from '../../domain/safe-next.ts';
import { Alert } from '../components/alert.tsx';
import { AuthPage, linkClass } from '../features/auth/auth-page.tsx';
import { later } from '../components/hydrate-later.tsx';
import { pageMeta } from '../lib/meta.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import type { Route } from './+types/signup.ts';

const SignupForm = later('signup', () =>
  import('../features/auth/signup-form.tsx').then((m) => m.SignupForm),
);

export const meta = () =>
  pageMeta('Sign up', 'Create your account to enrol in a mentorship program.');

/**
 * A new account, from this page's form or the invitation popup's on another page; its code
 * comes with the form's, not with the page.
 */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const { signUp } = await import('../features/auth/auth-actions.ts');
  return signUp(request);
}

/** The pause after a sign-up, so that the message is read before the page moves on. */
const MOVE_ON_AFTER_MS = 1500;

export default function Signup() {
  const navigate = useNavigate();
  // The footer's newsletter box sends its address here as ?email=.
  const [params] = useSearchParams();
  // Carried from /login?next= so that logging in after signing up still ends where it began.
  const next = params.get('next');
  const hydrated = useHydrated();
  const [signedUp, setSignedUp] = useState(false);
  // The same function at every render: a new one would make React redraw the form from scratch
  // while its code is on the way (components/hydrate-later.tsx).
  const onSignedUp = useCallback(() => setSignedUp(true), []);
  const destination = safeNextPath(next, '/profile');
  useEffect(() => {
    if (!signedUp) return;
    const timer = setTimeout(() => void navigate(destination, { replace: true }), MOVE_ON_AFTER_MS);
    return () => clearTimeout(timer);
  }, [signedUp, destination, navigate]);
  const loginPath =
    !hydrated || next === null
      ? '/login'
      : `/login?${new URLSearchParams({ next: safeNextPath(next, '/profile') })}`;
  return (
    <AuthPage
      title="Create your account"
      intro="Sign up to enrol in a program, keep your cart and follow your orders."
      footer={
        <p className="text-muted">
          Already have an account?{' '}
          <Link to={loginPath} className={linkClass}>
            Log in
          </Link>
        </p>
      }
    >
      {signedUp ? (
        <Alert tone="success">Account created. You are signed in.</Alert>
      ) : (
        <SignupForm
          label="Sign up"
          initialEmail={params.get('email') ?? undefined}
          onSignedUp={onSignedUp}
        />
      )}
    </AuthPage>
  );
}

import { useCallback, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { safeNextPath } from '../../domain/safe-next.ts';
import { buttonClass } from '../components/button.tsx';
import { AuthPage, linkClass, useNotice } from '../features/auth/auth-page.tsx';
import { later } from '../components/hydrate-later.tsx';
import { useSession } from '../features/auth/session.ts';
import { pageMeta } from '../lib/meta.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import type { Route } from './+types/login.ts';

const LoginForm = later('login', () =>
  import('../features/auth/login-form.tsx').then((m) => m.LoginForm),
);

export const meta = () => pageMeta('Log in', 'Log in to your account.');

/** The form's credentials; its code comes with the form's, not with the page. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const { logIn } = await import('../features/auth/auth-actions.ts');
  return logIn(request);
}

export default function Login() {
  const session = useSession();
  const notice = useNotice();
  // A page that needs a sign-in sends people here with ?next=; they return there afterwards.
  const [params] = useSearchParams();
  const nextParam = params.get('next');
  const next = safeNextPath(nextParam, '/profile');
  const hydrated = useHydrated();
  const signupPath =
    hydrated && nextParam !== null ? `/signup?${new URLSearchParams({ next })}` : '/signup';
  // Set by the form: its user is on the way to `next` and needs no other view meanwhile.
  const [signingIn, setSigningIn] = useState(false);
  // The same function at every render: a new one would make React redraw the form from scratch
  // while its code is on the way (components/hydrate-later.tsx).
  const onSignedIn = useCallback(() => setSigningIn(true), []);
  // A user who is already signed in (and did not just sign out) is offered their profile.
  if (session.status === 'signed-in' && !notice && !signingIn) {
    return (
      <AuthPage title="You are logged in" intro={`Signed in as ${session.profile.username}.`}>
        <Link to={next} className={`${buttonClass.primary} w-full`}>
          {next === '/profile' ? 'Go to my profile' : 'Continue'}
        </Link>
      </AuthPage>
    );
  }
  return (
    <AuthPage
      title="Log in"
      intro="Welcome back. Log in with your username or email."
      footer={
        <p className="flex flex-wrap justify-center gap-x-6 gap-y-2 text-muted">
          <Link to="/forgot-password" className={linkClass}>
            Forgot password?
          </Link>
          <span>
            New here?{' '}
            <Link to={signupPath} className={linkClass}>
              Create an account
            </Link>
          </span>
        </p>
      }
    >
      <LoginForm initialUsername={notice?.username} next={next} onSignedIn={onSignedIn} />
    </AuthPage>
  );
}

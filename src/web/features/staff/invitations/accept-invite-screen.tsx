import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { Profile } from '../../../../domain/accounts.ts';
import { failureMessage } from '../../../api/client.ts';
import { Alert } from '../../../components/alert.tsx';
import { Button, buttonClass } from '../../../components/button.tsx';
import { AuthPage, linkClass } from '../../auth/auth-page.tsx';
import { refreshSession, useSession } from '../../auth/session.ts';
import { loginPath, signupPath } from '../access/login-path.ts';
import { acceptInvitation, lookUpInvitation } from '../api/invitations-api.ts';
import { LoadError, Loading } from '../data/load-states.tsx';
import { useApiData } from '../../../lib/use-api-data.ts';
import { DateTime } from '../ui/dates.tsx';
import { cn } from '../../../lib/cn.ts';

const TITLE = 'Staff invitation';

function Accept({ token, profile }: { token: string; profile: Profile }) {
  const invitation = useApiData(token, () => lookUpInvitation(token));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [accepted, setAccepted] = useState(false);

  const accept = async () => {
    setBusy(true);
    setFailure(null);
    const result = await acceptInvitation(token);
    setBusy(false);
    if (!result.ok) {
      setFailure(failureMessage(result, 'The invitation could not be accepted.'));
      return;
    }
    setAccepted(true);
    // The header's 'Staff console' link and the console itself follow the session's role.
    void refreshSession();
  };

  if (accepted) {
    return (
      <AuthPage title={TITLE} intro="Welcome to the team.">
        <div className="flex flex-col gap-4">
          <Alert tone="success">You are now staff.</Alert>
          <Link to="/staff" className={cn(buttonClass.primary, 'w-full')}>
            Open the staff console
          </Link>
        </div>
      </AuthPage>
    );
  }
  const { state } = invitation;
  return (
    <AuthPage title={TITLE} intro="You have been invited to join the staff of this site.">
      {state.status === 'loading' ? (
        <Loading what="Checking the invitation..." />
      ) : state.status === 'error' ? (
        <LoadError message={state.message} onRetry={invitation.reload} />
      ) : (
        <div className="flex flex-col gap-4">
          <p>
            The invitation is for <strong className="break-all">{state.data.email}</strong> and
            expires <DateTime iso={state.data.expires_at} />.
          </p>
          {state.data.email.toLowerCase() !== profile.email.toLowerCase() ? (
            <p className="text-sm text-muted">
              You are logged in as {profile.email}. An invitation is accepted by the account with
              the address it was sent to.
            </p>
          ) : null}
          {failure ? <Alert tone="error">{failure}</Alert> : null}
          <Button type="button" disabled={busy} onClick={() => void accept()} className="w-full">
            {busy ? 'Accepting...' : 'Accept invitation'}
          </Button>
        </div>
      )}
    </AuthPage>
  );
}

/** Where the invitation email's link lands: any account may open it; the server decides. */
export function AcceptInviteScreen() {
  const session = useSession();
  const { pathname, search } = useLocation();
  const token = new URLSearchParams(search).get('token');
  const here = pathname + search;

  if (!token) {
    return (
      <AuthPage title={TITLE} intro="This invitation link is not complete.">
        <Alert tone="error">Open the link from the invitation email again, in full.</Alert>
      </AuthPage>
    );
  }
  if (session.status === 'loading') {
    return (
      <AuthPage title={TITLE} intro="You have been invited to join the staff of this site.">
        <Loading />
      </AuthPage>
    );
  }
  if (session.status === 'error') {
    return (
      <AuthPage title={TITLE} intro="You have been invited to join the staff of this site.">
        <LoadError message={session.message} onRetry={() => void refreshSession()} />
      </AuthPage>
    );
  }
  if (session.status === 'signed-out') {
    return (
      <AuthPage
        title={TITLE}
        intro="You have been invited to join the staff of this site."
        footer={
          <p className="text-muted">
            No account yet?{' '}
            <Link to={signupPath(here)} className={linkClass}>
              Sign up with the invited address
            </Link>
            , then log in.
          </p>
        }
      >
        <div className="flex flex-col gap-4">
          <p>
            Log in with the account whose email address the invitation was sent to. You will come
            back here to accept it.
          </p>
          <Link to={loginPath(here)} className={cn(buttonClass.primary, 'w-full')}>
            Log in to accept
          </Link>
        </div>
      </AuthPage>
    );
  }
  return <Accept token={token} profile={session.profile} />;
}

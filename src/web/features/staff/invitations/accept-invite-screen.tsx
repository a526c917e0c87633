import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Profile } from '../../../../domain/accounts.ts';
import type { InvitedRole } from '../../../../domain/staff/team.ts';
import { Alert } from '../../../components/alert.tsx';
import { Button, buttonClass } from '../../../components/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { AuthPage, linkClass } from '../../auth/auth-page.tsx';
import { loginPath, signupPath } from '../../auth/login-path.ts';
import type { InvitationLookup } from '../api/invitations-api.ts';
import { useRouteChange } from '../../../lib/use-route-change.ts';
import { DateTime } from '../ui/dates.tsx';
import type { InvitationPage } from './invitation-page.ts';

/** Before the invitation is read, the page names no role: a mentor is not staff. */
const TITLE = 'Team invitation';
const INVITED = 'You have been invited to join the team of this site.';

/** The page's title and first line for the role the invitation is for. */
const INVITATION_WORDS: Record<InvitedRole, { title: string; intro: string }> = {
  mentor: {
    title: 'Mentor invitation',
    intro: 'You have been invited to mentor learners on this site.',
  },
  accountant: {
    title: 'Accountant invitation',
    intro: 'You have been invited to keep the accounts of this site.',
  },
  staff: {
    title: 'Staff invitation',
    intro: 'You have been invited to join the staff of this site.',
  },
};

/** The invitation page's frame: for a role once it is known, else for its loading and failures. */
export function InvitationFrame({ children, role }: { children: ReactNode; role?: InvitedRole }) {
  const words = role ? INVITATION_WORDS[role] : { title: TITLE, intro: INVITED };
  return (
    <AuthPage title={words.title} intro={words.intro}>
      {children}
    </AuthPage>
  );
}

/** What each role the team invites to may do, in the invitation's words. */
const ROLE_WORDS: Record<InvitedRole, { invited: string; now: string }> = {
  mentor: {
    invited:
      'You are invited as a mentor: you will see the cohorts you teach, their sessions and learners.',
    now: 'You are now a mentor.',
  },
  accountant: {
    invited:
      'You are invited as the accountant: you will read orders, payments, invoices and credit notes, reports and the audit log, and download every export. You will not change anything.',
    now: 'You are now the accountant.',
  },
  staff: {
    invited: 'You are invited as staff: you will use the whole staff console.',
    now: 'You are now staff.',
  },
};

function Accepted({ role }: { role: InvitedRole }) {
  const mentor = role === 'mentor';
  return (
    <AuthPage title={INVITATION_WORDS[role].title} intro="Welcome to the team.">
      <div className="flex flex-col gap-4">
        <Alert tone="success">{ROLE_WORDS[role].now}</Alert>
        <Link
          to={mentor ? '/staff/cohorts' : '/staff'}
          className={cn(buttonClass.primary, 'w-full')}
        >
          {mentor ? 'Open your cohorts' : 'Open the staff console'}
        </Link>
      </div>
    </AuthPage>
  );
}

/** 'Accept invitation', sent to the route's clientAction. */
function Accept({ invitation, profile }: { invitation: InvitationLookup; profile: Profile }) {
  const accept = useRouteChange<Record<string, never>>();
  const { answer } = accept;
  if (answer?.ok) return <Accepted role={invitation.role} />;
  return (
    <InvitationFrame role={invitation.role}>
      <div className="flex flex-col gap-4">
        <p>
          The invitation is for <strong className="break-all">{invitation.email}</strong> and
          expires <DateTime iso={invitation.expires_at} />.
        </p>
        <p>{ROLE_WORDS[invitation.role].invited}</p>
        {invitation.email.toLowerCase() !== profile.email.toLowerCase() ? (
          <p className="text-sm text-muted">
            You are logged in as {profile.email}. An invitation is accepted by the account with the
            address it was sent to.
          </p>
        ) : null}
        {answer && !answer.ok ? <Alert tone="error">{answer.error}</Alert> : null}
        <Button
          type="button"
          disabled={accept.busy}
          onClick={() => void accept.send({})}
          className="w-full"
        >
          {accept.busy ? 'Accepting...' : 'Accept invitation'}
        </Button>
      </div>
    </InvitationFrame>
  );
}

/** Where the invitation email's link lands: any account may open it; the server decides. */
export function AcceptInviteScreen({ page }: { page: InvitationPage }) {
  if (page.kind === 'incomplete') {
    return (
      <AuthPage title={TITLE} intro="This invitation link is not complete.">
        <Alert tone="error">Open the link from the invitation email again, in full.</Alert>
      </AuthPage>
    );
  }
  if (page.kind === 'signed-out') {
    const { email, role } = page.invitation;
    return (
      <AuthPage
        title={INVITATION_WORDS[role].title}
        intro={INVITATION_WORDS[role].intro}
        footer={
          <p className="text-muted">
            No account yet?{' '}
            <Link to={signupPath(page.here, email)} className={linkClass}>
              Sign up with <span className="break-all">{email}</span>
            </Link>
            : you will come back here to accept.
          </p>
        }
      >
        <div className="flex flex-col gap-4">
          <p>
            The invitation is for <strong className="break-all">{email}</strong>. Log in with the
            account that has this address: you will come back here to accept it.
          </p>
          <Link to={loginPath(page.here)} className={cn(buttonClass.primary, 'w-full')}>
            Log in to accept
          </Link>
        </div>
      </AuthPage>
    );
  }
  return <Accept invitation={page.invitation} profile={page.profile} />;
}

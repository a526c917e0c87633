import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { Profile } from '../../../domain/accounts.ts';
import { seatClaimSchema, type SeatLookup } from '../../../domain/seats.ts';
import { Alert } from '../../components/alert.tsx';
import { Button, buttonClass } from '../../components/button.tsx';
import { TextField } from '../../components/form-field.tsx';
import { cn } from '../../lib/cn.ts';
import { zodResolver } from '../../lib/zod-resolver.ts';
import { AuthPage, linkClass } from '../auth/auth-page.tsx';
import { loginPath, signupPath } from '../auth/login-path.ts';
import { useRouteChange } from '../../lib/use-route-change.ts';
import { SELF_PACED, type SeatPage, type TakeSeatChange } from './seat-page.ts';

const TITLE = 'Your seat';
const nameSchema = seatClaimSchema.pick({ name: true });

/** The seat's page frame, for its loading state and failures too. */
export function SeatFrame({ children, intro }: { children: ReactNode; intro?: string }) {
  return (
    <AuthPage title={TITLE} intro={intro ?? 'A seat in a program, bought for you.'}>
      {children}
    </AuthPage>
  );
}

const introOf = (seat: SeatLookup) =>
  `${seat.company} bought you a seat in ${seat.program} (${seat.plan}).`;

const sameAddress = (seat: SeatLookup, profile: Profile) =>
  seat.email.toLowerCase() === profile.email.toLowerCase();

/** Where taking the seat puts the learner, in a sentence. */
function Placement({ seat }: { seat: SeatLookup }) {
  if (seat.placement === SELF_PACED) {
    return (
      <p>
        No cohort of {seat.program} has a free seat at the moment: you will start self-paced, any
        day, and the team can move you into a cohort later.
      </p>
    );
  }
  return (
    <p>
      You will join the next cohort with a free seat:{' '}
      <strong className="font-semibold">{seat.placement}</strong>.
    </p>
  );
}

/** The seat's address, written so that a long one wraps on a phone. */
const Address = ({ email }: { email: string }) => <strong className="break-all">{email}</strong>;

/** A seat that can no longer be taken, for whoever opens its link. */
function Closed({ seat }: { seat: SeatLookup }) {
  if (seat.yours) {
    return (
      <div className="flex flex-col gap-4">
        <Alert tone="success">This seat is yours: you are enrolled in {seat.program}.</Alert>
        <Link to={seat.learn_path} className={cn(buttonClass.primary, 'w-full')}>
          Open your program space
        </Link>
      </div>
    );
  }
  return seat.state === 'withdrawn' ? (
    <Alert tone="error">
      This seat was withdrawn: the order it was bought with was refunded. Ask {seat.company} if you
      think this is a mistake.
    </Alert>
  ) : (
    <Alert tone="error">
      This seat has been taken already. If it was meant for you, ask {seat.company}.
    </Alert>
  );
}

/** Not signed in: which address to log in or sign up with, and back here afterwards. */
function SignedOut({ seat, here }: { seat: SeatLookup; here: string }) {
  return (
    <AuthPage
      title={TITLE}
      intro={introOf(seat)}
      footer={
        seat.state === 'open' ? (
          <p className="text-muted">
            No account yet?{' '}
            <Link to={signupPath(here, seat.email)} className={linkClass}>
              Sign up with <span className="break-all">{seat.email}</span>
            </Link>
            : you will come back here to take your seat.
          </p>
        ) : null
      }
    >
      {seat.state === 'open' ? (
        <div className="flex flex-col gap-4">
          <p>
            The seat is for <Address email={seat.email} />. Log in with the account that has this
            address: you will come back here to take it.
          </p>
          <Link to={loginPath(here)} className={cn(buttonClass.primary, 'w-full')}>
            Log in to take your seat
          </Link>
        </div>
      ) : (
        <Closed seat={seat} />
      )}
    </AuthPage>
  );
}

type Take = ReturnType<typeof useRouteChange<TakeSeatChange>>;

/** The learner's name for their certificate, and 'Take your seat'. */
function TakeSeat({ seat, profile, take }: { seat: SeatLookup; profile: Profile; take: Take }) {
  const form = useForm<TakeSeatChange>({
    resolver: zodResolver(nameSchema),
    defaultValues: { name: profile.username },
  });
  const { answer } = take;
  const submit = form.handleSubmit((change) => void take.send(change));
  return (
    <form noValidate onSubmit={submit} aria-label="Take your seat" className="flex flex-col gap-4">
      <Placement seat={seat} />
      {profile.email_proved ? null : (
        <Alert tone="info">
          First confirm your email address with the 6-digit code we emailed you (the box at the top
          of the page asks for it).
        </Alert>
      )}
      <TextField
        label="Your full name, as your certificate will print it"
        autoComplete="name"
        required
        error={form.formState.errors.name?.message}
        {...form.register('name', { onChange: take.forget })}
      />
      {answer && !answer.ok ? <Alert tone="error">{answer.error}</Alert> : null}
      <Button type="submit" disabled={take.busy} className="w-full">
        {take.busy ? 'Taking your seat...' : 'Take your seat'}
      </Button>
    </form>
  );
}

/**
 * Signed in: take the seat, or why this account can't. The page's one change is held here, so
 * that its answer is still said once the page shows the seat taken.
 */
function SignedIn({ seat, profile }: { seat: SeatLookup; profile: Profile }) {
  const take = useRouteChange<TakeSeatChange>();
  const { answer } = take;
  let body: ReactNode;
  if (seat.state !== 'open') {
    body = (
      <div className="flex flex-col gap-4">
        {answer?.ok ? <Alert tone="success">{answer.message}</Alert> : null}
        <Closed seat={seat} />
      </div>
    );
  } else if (!sameAddress(seat, profile)) {
    body = (
      <div className="flex flex-col gap-3">
        <Alert tone="error">
          This seat is for <Address email={seat.email} />, and you are logged in as{' '}
          <Address email={profile.email} />.
        </Alert>
        <p>
          Only the account with the seat’s address can take it. Log out, then open the link from the
          email again and log in (or sign up) with <Address email={seat.email} />.
        </p>
      </div>
    );
  } else {
    body = <TakeSeat seat={seat} profile={profile} take={take} />;
  }
  return (
    <AuthPage title={TITLE} intro={introOf(seat)}>
      {body}
    </AuthPage>
  );
}

/** Where a seat invitation's link lands: anyone may open it; the server decides who takes it. */
export function SeatScreen({ page }: { page: SeatPage }) {
  return page.kind === 'signed-out' ? (
    <SignedOut seat={page.seat} here={page.here} />
  ) : (
    <SignedIn seat={page.seat} profile={page.profile} />
  );
}

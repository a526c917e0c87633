import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { undoEmailChangeSchema } from '../../../domain/accounts.ts';
import { failureMessage } from '../../api/client.ts';
import { Alert } from '../../components/alert.tsx';
import { Button, buttonClass } from '../../components/button.tsx';
import { cn } from '../../lib/cn.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { accountApi } from './account-api.ts';
import { AuthPage } from './auth-page.tsx';
import { refreshSession } from './session.ts';

const TITLE = 'Undo the email change';
const INTRO =
  'Someone changed the email address of your account. If it was not you, put your old address ' +
  'back: every session is signed out and you can sign in again with it.';

type Outcome =
  | { status: 'idle' }
  | { status: 'busy' }
  | { status: 'done'; message: string }
  /** `final`: the link cannot work any more (used, expired, address taken); no second try. */
  | { status: 'failed'; message: string; final: boolean };

function PutBack({ token }: { token: string }) {
  const [outcome, setOutcome] = useState<Outcome>({ status: 'idle' });

  const putBack = async () => {
    setOutcome({ status: 'busy' });
    const result = await accountApi.undoEmailChange(token);
    if (result.ok) {
      setOutcome({ status: 'done', message: result.data.message });
      // This browser's session, if it had one, has ended with all the others.
      void refreshSession();
      return;
    }
    setOutcome({
      status: 'failed',
      message: failureMessage(result, 'Your old address could not be put back. Please try again.'),
      final: result.kind === 'http' && result.status < 500 && result.status !== 429,
    });
  };

  if (outcome.status === 'done') {
    return (
      <div className="flex flex-col gap-4">
        <Alert tone="success">{outcome.message}</Alert>
        <Link to="/login" className={cn(buttonClass.primary, 'w-full')}>
          Sign in
        </Link>
      </div>
    );
  }
  const failed = outcome.status === 'failed' ? outcome : null;
  return (
    <div className="flex flex-col gap-4">
      {failed ? <Alert tone="error">{failed.message}</Alert> : null}
      {failed?.final ? null : (
        <Button
          type="button"
          className="w-full"
          disabled={outcome.status === 'busy'}
          onClick={() => void putBack()}
        >
          {outcome.status === 'busy' ? 'Putting it back...' : 'Put my old address back'}
        </Button>
      )}
      {failed ? (
        <Link to="/contact" className={cn(buttonClass.secondary, 'w-full')}>
          Contact us
        </Link>
      ) : null}
    </div>
  );
}

/** Where the link mailed to the old address after an email change lands; no session needed. */
export function UndoEmailChangeScreen() {
  const [params] = useSearchParams();
  // The server renders the page for every link alike, without its token: it is read once the
  // page runs, as the HTML it hydrates has no answer in its place.
  const hydrated = useHydrated();
  const parsed = undoEmailChangeSchema.safeParse({ token: params.get('token') ?? '' });
  return (
    <AuthPage title={TITLE} intro={INTRO}>
      {!hydrated ? null : parsed.success ? (
        <PutBack token={parsed.data.token} />
      ) : (
        <Alert tone="error">{parsed.error.issues[0]?.message}</Alert>
      )}
    </AuthPage>
  );
}

import { useState } from 'react';
import { useRevalidator } from 'react-router';
import type { Profile } from '../../../../domain/accounts.ts';
import { failureMessage, type ApiResult } from '../../../api/client.ts';
import { Alert } from '../../../components/alert.tsx';
import { Button } from '../../../components/button.tsx';
import { MailedCodeForm } from '../../auth/mailed-code-form.tsx';
import { claimOwner, sendOwnerClaimCode } from '../api/owner-claim-api.ts';

const signedOut = (result: ApiResult<unknown>) =>
  !result.ok && result.kind === 'http' && result.status === 401;

/**
 * For the account whose address is the site's owner address: the owner role is granted once
 * the person shows they read that mailbox, by typing the code mailed to it.
 *
 * The calls are made here rather than by a clientAction: the panel belongs to the console's
 * layout, a route without a path of its own, to which no URL can send a form. Afterwards the
 * layout's clientLoader reads the account again: the console opens in place of this panel once
 * it is the owner, and a session that has ended meanwhile is sent to log in.
 */
export function OwnerClaimPanel({ profile }: { profile: Profile }) {
  const { revalidate } = useRevalidator();
  const [sent, setSent] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [claimed, setClaimed] = useState(false);

  const sendCode = async () => {
    setSending(true);
    setFailure(null);
    const result = await sendOwnerClaimCode();
    setSending(false);
    if (result.ok) setSent(result.data.message);
    else if (signedOut(result)) await revalidate();
    else setFailure(failureMessage(result, 'The code could not be sent.'));
  };

  const confirm = async (code: string) => {
    setFailure(null);
    const result = await claimOwner(code);
    if (!result.ok) {
      if (signedOut(result)) await revalidate();
      else setFailure(failureMessage(result, 'The code could not be checked.'));
      return;
    }
    setClaimed(true);
    await revalidate();
  };

  return (
    <section
      aria-labelledby="owner-claim-heading"
      className="mx-auto my-12 max-w-lg rounded-card border border-line bg-white p-6 shadow-card sm:p-8"
    >
      <h1 id="owner-claim-heading" className="text-2xl font-extrabold text-brand-950">
        Claim the owner role
      </h1>
      {profile.email_proved ? (
        <p className="mt-3 text-muted">
          {profile.email} is the site&apos;s owner address. The owner role, with the staff console
          and the team, is granted once you prove the address is yours: we email a 6-digit code to
          it.
        </p>
      ) : (
        <p className="mt-3 text-muted">
          {profile.email} is the site&apos;s owner address. Enter the 6-digit code we emailed you
          when you signed up, in the box at the top of this page: once the address is confirmed,
          this account becomes the owner and the console opens.
        </p>
      )}
      {profile.email_proved ? (
        <div className="mt-6 flex flex-col gap-4">
          {claimed ? (
            <Alert tone="success">You are now the owner. Opening the console...</Alert>
          ) : sent ? (
            <Alert tone="success">{sent}</Alert>
          ) : null}
          {failure ? <Alert tone="error">{failure}</Alert> : null}
          {sent ? (
            <MailedCodeForm
              onConfirm={confirm}
              onSendAgain={() => void sendCode()}
              sending={sending}
            />
          ) : (
            <Button
              type="button"
              className="self-start"
              disabled={sending}
              onClick={() => void sendCode()}
            >
              {sending ? 'Sending...' : 'Email me a code'}
            </Button>
          )}
        </div>
      ) : null}
    </section>
  );
}

import { useState } from 'react';
import { useRevalidator } from 'react-router';
import type { Profile } from '../../../domain/accounts.ts';
import { failureMessage } from '../../api/client.ts';
import { Alert } from '../../components/alert.tsx';
import { CloseButton } from '../../components/close-button.tsx';
import { accountApi } from './account-api.ts';
import { MailedCodeForm } from './mailed-code-form.tsx';
import { announceAuthChanged, fetchSession } from './session.ts';

interface AddressProofBannerProps {
  profile: Profile;
  onClose: () => void;
}

/**
 * Asks for the code mailed at sign-up. Once it is taken, the account is read again and every
 * loader of the page runs again: the checkout can take the order, and an owner address opens
 * the console.
 */
export default function AddressProofBanner({ profile, onClose }: AddressProofBannerProps) {
  const { revalidate } = useRevalidator();
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [proved, setProved] = useState<string | null>(null);

  const sendCode = async () => {
    setSending(true);
    setFailure(null);
    setNotice(null);
    const result = await accountApi.sendEmailProofCode();
    setSending(false);
    if (result.ok) setNotice(result.data.message);
    else setFailure(failureMessage(result, 'The code could not be sent.'));
  };

  const confirm = async (code: string) => {
    setFailure(null);
    setNotice(null);
    const result = await accountApi.proveEmail(code);
    if (!result.ok) {
      setFailure(failureMessage(result, 'The code could not be checked.'));
      return;
    }
    setProved(
      result.data.became_owner
        ? 'Your email address is confirmed. You are now the owner: the staff console is yours.'
        : 'Your email address is confirmed. Thank you.',
    );
    announceAuthChanged(await fetchSession());
    await revalidate();
  };

  return (
    <section
      aria-labelledby="address-proof-heading"
      className="border-b border-accent-300 bg-accent-100/60"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-4">
        {proved ? (
          <div className="flex items-start justify-between gap-3">
            <h2 id="address-proof-heading" className="sr-only">
              Email address confirmed
            </h2>
            <div className="flex-1">
              <Alert tone="success">{proved}</Alert>
            </div>
            <CloseButton label="Close" onClick={onClose} />
          </div>
        ) : (
          <>
            <div>
              <h2 id="address-proof-heading" className="font-bold text-brand-950">
                Confirm your email address
              </h2>
              <p className="mt-1 text-sm text-ink">
                We emailed a 6-digit code to{' '}
                <strong className="[overflow-wrap:anywhere]">{profile.email}</strong>. Enter it to
                show the address is yours: until then you cannot place an order.
              </p>
            </div>
            <MailedCodeForm
              inline
              onConfirm={confirm}
              onSendAgain={() => void sendCode()}
              sending={sending}
            />
            {notice ? <Alert tone="success">{notice}</Alert> : null}
            {failure ? <Alert tone="error">{failure}</Alert> : null}
          </>
        )}
      </div>
    </section>
  );
}

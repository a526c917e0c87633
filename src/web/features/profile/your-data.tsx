import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { DELETE_CONFIRMATION } from '../../../domain/delete-confirmation.ts';
import { failureMessage, refusedField } from '../../api/client.ts';
import { Alert } from '../../components/alert.tsx';
import { buttonClass } from '../../components/button.tsx';
import { dangerButtonClass, dialogActionsClass } from '../../components/dialog-buttons.ts';
import { PasswordField, TextField } from '../../components/form-field.tsx';
import { INITIAL_FOCUS, ModalDialog } from '../../components/modal-dialog.tsx';
import { cn } from '../../lib/cn.ts';
import { accountApi } from '../auth/account-api.ts';
import { announceAuthChanged } from '../auth/session.ts';
import { CardSection } from '../../components/card-section.tsx';

/** Asks for the password and the word DELETE; then says it is done, and the session ends. */
function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  // The server checks both fields and says what is wrong: the form only carries them, and
  // marks the one a refusal names.
  const { register, handleSubmit, formState, setError, setFocus, clearErrors } = useForm({
    defaultValues: { password: '', confirm: '' },
  });
  const { errors } = formState;
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const navigate = useNavigate();

  // Told it is done here, they have nothing to log in to: home, rather than the login page.
  const finish = () => {
    if (!done) return onClose();
    announceAuthChanged({ status: 'signed-out', reason: 'account-deleted' });
    void navigate('/', { replace: true });
  };

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const result = await accountApi.deleteAccount(values);
    if (result.ok) return setDone(result.data.message);
    const message = failureMessage(result, 'Could not delete the account.', 'Network error');
    const field = refusedField(result);
    if (field === 'password' || field === 'confirm') {
      setError(field, { message });
      setFocus(field);
    } else setFailure(message);
  });

  /** An input whose problem goes as soon as it is edited. */
  const input = (name: 'password' | 'confirm') =>
    register(name, { onChange: () => clearErrors(name) });

  return (
    <ModalDialog title={done ? 'Account deleted' : 'Delete my account'} onClose={finish}>
      {done ? (
        <div className="flex flex-col gap-4">
          <Alert tone="success">{done}</Alert>
          <button type="button" className={buttonClass.primary} onClick={finish} {...INITIAL_FOCUS}>
            Go to the home page
          </button>
        </div>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
          <p className="text-ink">
            This erases your profile, photo, enquiries, projects handed in and one-to-one sessions
            (a session still to come is cancelled and your mentor told). Your reviews and
            certificates stay, without your name. Orders and invoices stay, as tax law requires. It
            cannot be undone.
          </p>
          <PasswordField
            label="Password"
            autoComplete="current-password"
            required
            error={errors.password?.message}
            {...input('password')}
            {...INITIAL_FOCUS}
          />
          <TextField
            label={`Type ${DELETE_CONFIRMATION} to confirm`}
            autoComplete="off"
            required
            error={errors.confirm?.message}
            {...input('confirm')}
          />
          {failure ? <Alert tone="error">{failure}</Alert> : null}
          <div className={dialogActionsClass}>
            <button type="button" className={buttonClass.secondary} onClick={onClose}>
              Cancel
            </button>
            <button type="submit" className={dangerButtonClass} disabled={formState.isSubmitting}>
              {formState.isSubmitting ? 'Deleting...' : 'Delete my account'}
            </button>
          </div>
        </form>
      )}
    </ModalDialog>
  );
}

/** The person's rights over their data: a copy of it, and its erasure. */
export function YourData() {
  const [deleting, setDeleting] = useState(false);
  return (
    <CardSection headingId="your-data-heading" heading="Your data" className="p-6">
      <p className="mt-2 text-sm text-muted">
        What we keep about you and why is in the{' '}
        <Link to="/privacy" className="font-semibold text-brand-700 underline underline-offset-2">
          privacy policy
        </Link>
        .
      </p>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        {/* A plain link: the browser saves the file the server names. */}
        <a href="/api/account/data/" download className={buttonClass.secondary}>
          <Download aria-hidden className="size-5" />
          Download my data
        </a>
        <button
          type="button"
          className={cn(buttonClass.secondary, 'text-danger-700')}
          onClick={() => setDeleting(true)}
        >
          <Trash2 aria-hidden className="size-5" />
          Delete my account
        </button>
      </div>
      {deleting ? <DeleteAccountDialog onClose={() => setDeleting(false)} /> : null}
    </CardSection>
  );
}

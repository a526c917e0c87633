import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { forgotPasswordOtpSchema, forgotPasswordVerifySchema } from '../../../domain/accounts.ts';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { PasswordField, TextField } from '../../components/form-field.tsx';
import type { Answer } from '../../lib/route-answer.ts';
import { useRouteChange } from '../../lib/use-route-change.ts';
import { zodResolver } from '../../lib/zod-resolver.ts';
import { AUTH_ACTIONS, type PasswordResetChange } from './auth-actions.ts';
import { withNotice } from './notice.ts';

/** How long the password-reset page shows its message before it moves on to the login. */
const LOGIN_REDIRECT_MS = 1500;

/** The page's action, by a fetcher of each form's own. */
const useResetChange = (onAnswer: (answer: Answer) => void) =>
  useRouteChange<PasswordResetChange>(onAnswer, {
    action: AUTH_ACTIONS.passwordReset,
    revalidate: false,
  });

type Message = { tone: 'success' | 'error'; text: string } | null;

function RequestCodeStep({ onSent }: { onSent: (username: string) => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const { register, formState, handleSubmit, getValues } = useForm<{ username: string }>({
    resolver: zodResolver(forgotPasswordOtpSchema),
    defaultValues: { username: '' },
  });
  const send = useResetChange((answer) => {
    if (answer.ok) onSent(getValues('username'));
    else setFailure(answer.error);
  });
  const onSubmit = handleSubmit(async ({ username }) => {
    setFailure(null);
    await send.send({ intent: 'send-code', username });
  });
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Request a code"
      className="flex flex-col gap-4"
    >
      <TextField
        label="Username or email"
        autoComplete="username"
        required
        error={formState.errors.username?.message}
        {...register('username', { onChange: () => setFailure(null) })}
      />
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <Button type="submit" disabled={formState.isSubmitting || send.busy} className="w-full">
        {formState.isSubmitting || send.busy ? 'Sending...' : 'Send OTP'}
      </Button>
    </form>
  );
}

interface ResetValues {
  username: string;
  otp: string;
  new_password: string;
}

function ResetStep({ username, onStartOver }: { username: string; onStartOver: () => void }) {
  const navigate = useNavigate();
  const [message, setMessage] = useState<Message>({
    tone: 'success',
    text: 'OTP sent to your email.',
  });
  const [done, setDone] = useState(false);
  const { register, formState, handleSubmit, setFocus } = useForm<ResetValues>({
    resolver: zodResolver(forgotPasswordVerifySchema),
    defaultValues: { username, otp: '', new_password: '' },
  });
  useEffect(() => setFocus('otp'), [setFocus]);
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(
      () =>
        navigate(
          '/login',
          withNotice({
            tone: 'success',
            text: 'Password changed. Log in with the new one.',
            username,
          }),
        ),
      LOGIN_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [done, navigate, username]);

  /** A refusal is about what was typed: editing it clears the refusal. */
  const clearError = () => setMessage((shown) => (shown?.tone === 'error' ? null : shown));

  const say = (answer: Answer) =>
    setMessage(
      answer.ok ? { tone: 'success', text: answer.message } : { tone: 'error', text: answer.error },
    );
  const reset = useResetChange((answer) => {
    say(answer);
    if (answer.ok) setDone(true);
  });
  const resend = useResetChange(say);
  const onSubmit = handleSubmit(async (body) => {
    setMessage(null);
    await reset.send({ intent: 'reset', ...body });
  });
  const sendAgain = () => {
    setMessage(null);
    void resend.send({ intent: 'send-code', username });
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Set a new password"
      className="flex flex-col gap-4"
    >
      <p className="text-sm text-muted">
        If an account matches <strong className="text-ink">{username}</strong>, we have emailed it a
        code (6 digits, or 10 if you asked for several today). It works once, for 10 minutes, in
        this browser.
      </p>
      <TextField
        label="OTP"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={13}
        required
        error={formState.errors.otp?.message}
        {...register('otp', { onChange: clearError })}
      />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        required
        error={formState.errors.new_password?.message}
        {...register('new_password', { onChange: clearError })}
      />
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
      <Button
        type="submit"
        disabled={formState.isSubmitting || reset.busy || done}
        className="w-full"
      >
        {formState.isSubmitting || reset.busy ? 'Saving...' : 'Change password'}
      </Button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <button
          type="button"
          onClick={sendAgain}
          disabled={done || resend.busy}
          className="font-semibold text-brand-700 hover:underline"
        >
          Send a new code
        </button>
        <button
          type="button"
          onClick={onStartOver}
          disabled={done}
          className="font-semibold text-brand-700 hover:underline"
        >
          Use another account
        </button>
      </div>
    </form>
  );
}

/** Step 1 asks whose password to reset; step 2 takes the emailed code and the new password. */
export function ForgotPasswordForm() {
  const [username, setUsername] = useState<string | null>(null);
  return username === null ? (
    <RequestCodeStep onSent={setUsername} />
  ) : (
    <ResetStep username={username} onStartOver={() => setUsername(null)} />
  );
}

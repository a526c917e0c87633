import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { loginSchema, type Login } from '../../../domain/accounts.ts';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { PasswordField, TextField } from '../../components/form-field.tsx';
import { zodResolver } from '../../lib/zod-resolver.ts';
import { useRouteChange } from '../../lib/use-route-change.ts';
import { AUTH_ACTIONS } from './auth-actions.ts';

/** The profile page opens this long after the navigation has heard of the sign-in. */
const PROFILE_REDIRECT_MS = 100;

/** Username or email and password; on success the profile is read and the user goes to `next`. */
export function LoginForm({
  initialUsername,
  next = '/profile',
  onSignedIn,
}: {
  initialUsername?: string | undefined;
  /** A path of this site, already checked with safeNextPath. */
  next?: string;
  /** Called just before the rest of the page hears of the sign-in. */
  onSignedIn?: () => void;
}) {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Login>({
    resolver: zodResolver(loginSchema, { firstOnly: true }),
    defaultValues: { username: initialUsername ?? '', password: '' },
    reValidateMode: 'onSubmit',
  });
  const { register, formState, clearErrors, handleSubmit } = form;
  const { errors, isSubmitting } = formState;
  const invalid = errors.username?.message ?? errors.password?.message;

  const field = (name: keyof Login) =>
    register(name, {
      onChange: () => {
        clearErrors();
        setFailure(null);
      },
    });

  const signIn = useRouteChange<Login>(
    async (answer) => {
      if (!answer.ok) return setFailure(answer.error);
      await new Promise((resolve) => setTimeout(resolve, PROFILE_REDIRECT_MS));
      await navigate(next);
    },
    { action: AUTH_ACTIONS.login, revalidate: false },
  );

  const onSubmit = handleSubmit(async (credentials) => {
    setFailure(null);
    // Before the rest of the page can hear of the sign-in, which the action tells it.
    onSignedIn?.();
    await signIn.send(credentials);
  });

  const message = invalid ?? failure;
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Log in" className="flex flex-col gap-4">
      <TextField
        label="Username or email"
        autoComplete="username"
        required
        aria-invalid={errors.username ? true : undefined}
        {...field('username')}
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        required
        aria-invalid={errors.password ? true : undefined}
        {...field('password')}
      />
      {message ? <Alert tone="error">{message}</Alert> : null}
      <Button type="submit" disabled={isSubmitting || signIn.busy} className="w-full">
        {isSubmitting || signIn.busy ? 'Logging in...' : 'Log in'}
      </Button>
    </form>
  );
}

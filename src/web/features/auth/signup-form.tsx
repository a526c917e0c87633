import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { signupFormSchema, type Signup } from '../../../domain/accounts.ts';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { LegalConsent } from '../../components/legal-consent.tsx';
import { EmailField, PasswordField, PhoneField, TextField } from '../../components/form-field.tsx';
import '../../lib/reserve-site-name.ts';
import { zodResolver } from '../../lib/zod-resolver.ts';
import { useRouteChange } from '../../lib/use-route-change.ts';
import { AUTH_ACTIONS } from './auth-actions.ts';

interface SignupValues {
  username: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
}

const empty: SignupValues = {
  username: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
};

interface SignupFormProps {
  /** Called with the new account's email once the server has created it and signed it in. */
  onSignedUp: (email: string) => void;
  /** Filled in for the visitor, e.g. from the footer's newsletter box. */
  initialEmail?: string | undefined;
  /** Names the form for assistive technology: the page and the popup each have one. */
  label: string;
}

/**
 * Full name, email, phone, password and its confirmation. The first problem in the spec's order
 * is the one shown; editing any field clears it.
 */
export function SignupForm({ onSignedUp, initialEmail, label }: SignupFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<SignupValues>({
    resolver: zodResolver(signupFormSchema, { firstOnly: true }),
    defaultValues: empty,
    reValidateMode: 'onSubmit',
  });
  const { register, formState, setValue, clearErrors, handleSubmit } = form;
  const { errors, isSubmitting } = formState;

  useEffect(() => {
    if (initialEmail) setValue('email', initialEmail);
  }, [initialEmail, setValue]);

  const field = (name: keyof SignupValues) =>
    register(name, {
      onChange: () => {
        clearErrors();
        setFailure(null);
      },
    });

  // The action signs the new account in and tells the navigation and open screens.
  const signUp = useRouteChange<Signup>(
    (answer) => {
      if (answer.ok) onSignedUp(form.getValues('email'));
      else setFailure(answer.error);
    },
    { action: AUTH_ACTIONS.signup, revalidate: false },
  );

  const onSubmit = handleSubmit(async ({ username, email, phone, password }) => {
    setFailure(null);
    await signUp.send({ username, email, phone, password });
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label={label} className="flex flex-col gap-4">
      <TextField
        label="Full name"
        autoComplete="name"
        required
        error={errors.username?.message}
        {...field('username')}
      />
      <EmailField error={errors.email?.message} {...field('email')} />
      <PhoneField error={errors.phone?.message} {...field('phone')} />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        required
        error={errors.password?.message}
        {...field('password')}
      />
      <PasswordField
        label="Confirm password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword?.message}
        {...field('confirmPassword')}
      />
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <LegalConsent action="signing up" />
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? 'Signing Up...' : 'Sign Up'}
      </Button>
    </form>
  );
}

import { Link } from 'react-router';
import { AuthPage, linkClass } from '../features/auth/auth-page.tsx';
import { ForgotPasswordForm } from '../features/auth/forgot-password-form.tsx';
import { pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/forgot-password.ts';

export const meta = () =>
  pageMeta('Reset your password', 'Get a code by email and choose a new password.');

/** A code to be mailed, or the code and the new password. */
export async function clientAction({ request }: Route.ClientActionArgs) {
  const { resetPassword } = await import('../features/auth/auth-actions.ts');
  return resetPassword(request);
}

export default function ForgotPassword() {
  return (
    <AuthPage
      title="Reset your password"
      intro="Enter your username or email. We will email you a code to choose a new password."
      footer={
        <Link to="/login" className={linkClass}>
          Back to login
        </Link>
      }
    >
      <ForgotPasswordForm />
    </AuthPage>
  );
}

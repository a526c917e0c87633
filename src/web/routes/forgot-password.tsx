import { Link } from 'react-router';
import { AuthPage, linkClass } from '../features/auth/auth-page.tsx';
import { ForgotPasswordForm } from '../features/auth/forgot-password-form.tsx';
import { pageMeta } from '../lib/meta.ts';

export const meta = () =>
  pageMeta('Reset your password', 'Get a code by email and choose a new password.');

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

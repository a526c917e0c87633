import { Link } from 'react-router';

const linkClass = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900';

/** The line beside a button that commits a person to the Terms and the Privacy policy. */
export function LegalConsent({ action }: { action: 'signing up' | 'placing the order' }) {
  return (
    <p className="text-sm text-muted">
      By {action} you agree to the{' '}
      <Link to="/terms" className={linkClass}>
        Terms
      </Link>{' '}
      and{' '}
      <Link to="/privacy" className={linkClass}>
        Privacy Policy
      </Link>
      .
    </p>
  );
}

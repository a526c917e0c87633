import { LinkedText } from './linked-text.tsx';

/** The line beside a button that commits a person to the Terms and the Privacy policy. */
export function LegalConsent({ action }: { action: 'signing up' | 'placing the order' }) {
  return (
    <p className="text-sm text-muted">
      <LinkedText
        text={`By ${action} you agree to the [Terms](/terms) and [Privacy Policy](/privacy).`}
      />
    </p>
  );
}

import { LinkedText } from './linked-text.tsx';

const CONSENT = {
  'signing up': 'By signing up you agree to the [Terms](/terms) and [Privacy Policy](/privacy).',
  // A buyer is also bound by what a refund allows: it is named beside the other two.
  'placing the order':
    'By placing the order you agree to the [Terms](/terms), [Privacy Policy](/privacy) and [Refund Policy](/refund-cancellation-policy).',
} as const;

/** The line beside a button that commits a person to the site's policies. */
export function LegalConsent({ action }: { action: keyof typeof CONSENT }) {
  return (
    <p className="text-sm text-muted">
      <LinkedText text={CONSENT[action]} />
    </p>
  );
}

import type { EnquiryKind } from '../../../domain/staff/enquiries.ts';
import { Button } from '../../components/button.tsx';
import { EnquiryStatus } from './enquiry-status.tsx';
import type { EnquiryOutcome } from './send-enquiry.ts';

interface Props {
  /** Which form: the thank-you names who answers it. */
  kind: EnquiryKind;
  outcome: EnquiryOutcome | null;
  sending: boolean;
  /** Across the form, as in the program page's narrow column; else as wide as its words. */
  fullWidth?: boolean;
}

/** The end of every enquiry form: how the last try went, then the button. */
export function EnquiryActions({ kind, outcome, sending, fullWidth = false }: Props) {
  const button = (
    <Button type="submit" disabled={sending}>
      {sending ? 'Sending...' : 'Send enquiry'}
    </Button>
  );
  return (
    <>
      <EnquiryStatus kind={kind} outcome={outcome} />
      {/* A flex column stretches its children: the wrapper keeps the button to its words. */}
      {fullWidth ? button : <div>{button}</div>}
    </>
  );
}

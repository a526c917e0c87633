import { Button } from '../../components/button.tsx';
import { EnquiryStatus } from './enquiry-status.tsx';
import type { EnquiryOutcome } from './send-enquiry.ts';

interface Props {
  outcome: EnquiryOutcome | null;
  sending: boolean;
  /** Across the form, as in the program page's narrow column; else as wide as its words. */
  fullWidth?: boolean;
}

/** The end of every enquiry form: how the last try went, then the button. */
export function EnquiryActions({ outcome, sending, fullWidth = false }: Props) {
  const button = (
    <Button type="submit" disabled={sending}>
      {sending ? 'Sending...' : 'Send enquiry'}
    </Button>
  );
  return (
    <>
      <EnquiryStatus outcome={outcome} />
      {/* A flex column stretches its children: the wrapper keeps the button to its words. */}
      {fullWidth ? button : <div>{button}</div>}
    </>
  );
}

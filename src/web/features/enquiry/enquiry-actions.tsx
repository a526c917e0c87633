import { Button } from '../../components/button.tsx';
import type { Answer } from '../../lib/route-answer.ts';
import { EnquiryStatus } from './enquiry-status.tsx';

interface Props {
  outcome: Answer | null;
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

import { useEffect, useRef, type ReactNode } from 'react';
import { Alert } from '../../../components/alert.tsx';
import type { Answer } from '../../../lib/route-answer.ts';

export interface NoticeMessage {
  tone: 'success' | 'error';
  text: ReactNode;
  /** The control that was used is gone (a deleted row, a spent button): focus comes here. */
  takeFocus?: boolean;
}

/** What an action did, announced; and, when asked, where focus lands afterwards. */
export function Notice({ message }: { message: NoticeMessage | null }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message?.takeFocus) ref.current?.focus();
  }, [message]);
  if (!message) return null;
  return (
    <div ref={ref} tabIndex={-1} className="outline-none">
      <Alert tone={message.tone}>{message.text}</Alert>
    </div>
  );
}

/**
 * What the page says of a change's answer. `focusWhenDone`: the control that made it is gone
 * once it is done (a revoked invitation's row), so focus comes to the notice.
 */
export function noticeOf(
  answer: Answer | undefined,
  { focusWhenDone = false } = {},
): NoticeMessage | null {
  if (!answer) return null;
  return answer.ok
    ? { tone: 'success', text: answer.message, takeFocus: focusWhenDone }
    : { tone: 'error', text: answer.error };
}

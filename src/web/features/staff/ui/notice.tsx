import { useEffect, useRef, type ReactNode } from 'react';
import { Alert } from '../../../components/alert.tsx';

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

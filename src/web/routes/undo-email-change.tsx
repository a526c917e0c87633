import { UndoEmailChangeScreen } from '../features/auth/undo-email-change-screen.tsx';
import { pageMeta } from '../lib/meta.ts';

// No canonical path: pageMeta marks the page noindex; the server adds X-Robots-Tag too.
export const meta = () =>
  pageMeta('Undo the email change', 'Put the old email address of your account back.');

export default function UndoEmailChange() {
  return <UndoEmailChangeScreen />;
}

import type { ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Alert } from '../../components/alert.tsx';
import { noticeOfReason } from './login-path.ts';
import type { Notice } from './notice.ts';

/** What the screen was sent to say: in the navigation's state, or a reason in its address. */
export function useNotice(): Notice | undefined {
  const state: unknown = useLocation().state;
  const [search] = useSearchParams();
  if (state && typeof state === 'object' && 'notice' in state) return state.notice as Notice;
  return noticeOfReason(search);
}

interface AuthPageProps {
  title: string;
  intro: string;
  children: ReactNode;
  /** Links under the card, e.g. to the other account screens. */
  footer?: ReactNode;
}

/** The frame of the account screens: one centred card on a soft background. */
export function AuthPage({ title, intro, children, footer }: AuthPageProps) {
  const notice = useNotice();
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white px-4 py-12 sm:py-16">
      <section
        aria-labelledby="auth-heading"
        className="mx-auto max-w-md rounded-card border border-line bg-white p-6 shadow-card sm:p-8"
      >
        <h1 id="auth-heading" className="text-2xl font-extrabold tracking-tight text-brand-950">
          {title}
        </h1>
        <p className="mt-2 text-muted">{intro}</p>
        {notice ? (
          <div className="mt-5">
            <Alert tone={notice.tone}>{notice.text}</Alert>
          </div>
        ) : null}
        <div className="mt-6">{children}</div>
      </section>
      {footer ? <div className="mx-auto mt-6 max-w-md text-center text-sm">{footer}</div> : null}
    </div>
  );
}

export const linkClass = 'font-semibold text-brand-700 underline-offset-2 hover:underline';

import { Copy } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../components/alert.tsx';
import { CardSection } from '../../components/card-section.tsx';
import { cn } from '../../lib/cn.ts';
import { useLearnChange } from './learn-changes.ts';

const smallButton =
  'rounded-control border border-brand-200 bg-white px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:cursor-progress disabled:opacity-60';

function RemindersSwitch({ on }: { on: boolean }) {
  const change = useLearnChange();
  const shown = change.pending ? !on : on;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-start justify-between gap-4">
        <div>
          <p id="reminders-label" className="font-semibold text-ink">
            Session reminders
          </p>
          <p className="text-sm text-muted">Email me 24 hours and 1 hour before each session.</p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={shown}
          aria-labelledby="reminders-label"
          disabled={change.pending}
          onClick={() => void change.submit({ intent: 'reminders', on: !on })}
          className={cn(
            'relative mt-1 inline-flex h-7 w-12 shrink-0 items-center rounded-full transition disabled:cursor-progress',
            shown ? 'bg-brand-700' : 'bg-slate-300',
          )}
        >
          <span
            aria-hidden
            className={cn(
              'inline-block size-5 rounded-full bg-white shadow transition',
              shown ? 'translate-x-6' : 'translate-x-1',
            )}
          />
        </button>
      </div>
      <p className="text-sm font-medium text-ink" aria-live="polite">
        {shown ? 'Reminders are on.' : 'Reminders are off.'}
      </p>
      {change.refusal ? <Alert tone="error">{change.refusal.error}</Alert> : null}
    </div>
  );
}

function CalendarFeed({ url }: { url: string | null }) {
  const change = useLearnChange();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (!url) return;
    await navigator.clipboard.writeText(url).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <div className="flex flex-col gap-2">
      <p className="font-semibold text-ink">Calendar link</p>
      <p className="text-sm text-muted">
        Subscribe to it in Google Calendar, Outlook or Apple Calendar: every session of your cohort
        appears there and stays up to date. Keep it private; anyone with the link sees your
        sessions.
      </p>
      {url ? (
        <>
          <div className="flex gap-2">
            <input
              readOnly
              value={url}
              aria-label="Your calendar link"
              onFocus={(event) => event.currentTarget.select()}
              className="min-w-0 flex-1 rounded-control border border-line bg-surface px-3 py-1.5 font-mono text-xs text-ink"
            />
            <button type="button" onClick={() => void copy()} className={smallButton}>
              <Copy aria-hidden className="inline size-4" />
              <span className="sr-only sm:not-sr-only sm:ml-1">Copy</span>
            </button>
          </div>
          {copied ? (
            <p className="text-sm text-success-700" role="status">
              Copied.
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              disabled={change.pending}
              onClick={() => void change.submit({ intent: 'calendar-feed', on: true })}
              className={smallButton}
            >
              Make a new link
            </button>
            <button
              type="button"
              disabled={change.pending}
              onClick={() => void change.submit({ intent: 'calendar-feed', on: false })}
              className={cn(smallButton, 'border-transparent text-danger-700 hover:bg-danger-50')}
            >
              Turn off
            </button>
          </div>
          <p className="text-xs text-muted">A new link stops the old one working.</p>
        </>
      ) : (
        <button
          type="button"
          disabled={change.pending}
          onClick={() => void change.submit({ intent: 'calendar-feed', on: true })}
          className={cn(smallButton, 'self-start')}
        >
          Make a calendar link
        </button>
      )}
      {change.refusal ? <Alert tone="error">{change.refusal.error}</Alert> : null}
    </div>
  );
}

/** Reminders by email and the private calendar link: ways to keep up with the cohort. */
export function KeepUpCard({
  remindersOn,
  feedUrl,
  className,
}: {
  remindersOn: boolean;
  feedUrl: string | null;
  className?: string;
}) {
  return (
    <CardSection
      id="reminders"
      headingId="keep-up-heading"
      heading="Reminders and calendar"
      className={cn('flex scroll-mt-24 flex-col gap-5 p-5 sm:p-6', className)}
    >
      <RemindersSwitch on={remindersOn} />
      <div className="border-t border-line pt-5">
        <CalendarFeed url={feedUrl} />
      </div>
    </CardSection>
  );
}

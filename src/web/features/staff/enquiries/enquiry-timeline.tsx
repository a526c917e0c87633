import { ArrowRightLeft, Send, StickyNote, UserCheck, type LucideIcon } from 'lucide-react';
import type { EnquiryEvent } from '../../../../domain/staff/enquiries.ts';
import { DateTime } from '../ui/dates.tsx';
import { cn } from '../../../lib/cn.ts';

const KINDS: Record<EnquiryEvent['type'], { label: string; icon: LucideIcon; box: string }> = {
  note: { label: 'Internal note', icon: StickyNote, box: 'border-accent-300 bg-accent-100/50' },
  reply: { label: 'Reply emailed', icon: Send, box: 'border-brand-200 bg-brand-50' },
  status: { label: 'Status changed', icon: ArrowRightLeft, box: 'border-line bg-surface' },
  assignee: { label: 'Assignee changed', icon: UserCheck, box: 'border-line bg-surface' },
};

/** Everything staff did with the enquiry, in the order the server keeps it. */
export function EnquiryTimeline({ events }: { events: EnquiryEvent[] }) {
  if (events.length === 0) {
    return <p className="text-muted">No notes, replies or changes yet.</p>;
  }
  return (
    <ol className="flex flex-col gap-3">
      {events.map((event) => {
        const { label, icon: Icon, box } = KINDS[event.type];
        return (
          <li key={event.id} className={cn('rounded-control border px-4 py-3', box)}>
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
              <Icon aria-hidden className="size-4 text-muted" />
              <span className="font-semibold text-ink">{label}</span>
              <span className="text-muted">
                by {event.author?.name ?? 'the system'} · <DateTime iso={event.created_at} />
              </span>
            </p>
            <p className="mt-1.5 break-words whitespace-pre-wrap text-ink">{event.body}</p>
          </li>
        );
      })}
    </ol>
  );
}

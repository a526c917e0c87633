import { replyByDay } from '../../../../domain/staff/enquiry-desk.ts';
import { Badge } from '../ui/badge.tsx';

// The day is already India's: read in UTC it stays that day.
const dayFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
});

/**
 * 'End of Mon, 30 Nov': the day the acknowledgement promised a reply by, as it said it; `lead`
 * starts it mid-sentence ('the end of').
 */
export function ReplyBy({ iso, lead = 'End of' }: { iso: string; lead?: string }) {
  const day = dayFormat.format(new Date(`${replyByDay(iso)}T00:00:00Z`));
  return (
    <time dateTime={iso}>
      {lead} {day}
    </time>
  );
}

export const OverdueBadge = () => <Badge tone="red">Overdue</Badge>;

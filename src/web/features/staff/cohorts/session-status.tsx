import type { SessionSummary } from '../../../../domain/delivery/cohorts.ts';
import { Badge } from '../ui/badge.tsx';
import { useNow } from './use-now.ts';

/** Cancelled, moved, held (past its start) or to come. */
export function SessionStatusBadge({
  session,
}: {
  session: Pick<SessionSummary, 'status' | 'change_reason' | 'starts_at'>;
}) {
  const now = useNow();
  if (session.status === 'cancelled') return <Badge tone="red">Cancelled</Badge>;
  if (Date.parse(session.starts_at) <= now) return <Badge tone="grey">Held</Badge>;
  if (session.change_reason) return <Badge tone="amber">Moved</Badge>;
  return <Badge tone="green">Scheduled</Badge>;
}

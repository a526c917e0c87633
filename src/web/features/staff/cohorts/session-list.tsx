import { Link } from 'react-router';
import type { SessionSummary } from '../../../../domain/delivery/cohorts.ts';
import { formatSessionStart } from '../../../../domain/delivery/session-time.ts';
import { CompactTable } from '../ui/compact-table.tsx';
import { SessionStatusBadge } from './session-status.tsx';
import { sessionPath } from './cohort-paths.ts';

const linkClass = 'font-semibold text-brand-700 hover:underline';

function When({ session }: { session: SessionSummary }) {
  return (
    <time dateTime={session.starts_at} className="whitespace-nowrap">
      {formatSessionStart(session.starts_at)}
    </time>
  );
}

/** A webinar is for the Premium learners only, so it counts those present, not of whom. */
const attendance = (s: SessionSummary, learners: number) => {
  if (!s.attendance_marked_at) return '—';
  return s.premium_only ? String(s.present) : `${s.present} of ${learners}`;
};

/** The session's name, opening its page; a webinar says it is one. */
function Topic({ cohortId, session }: { cohortId: number; session: SessionSummary }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Link to={sessionPath(cohortId, session.id)} className={linkClass}>
        {session.topic}
      </Link>
      {session.premium_only ? (
        <span className="rounded-full border border-brand-200 bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
          Premium webinar
        </span>
      ) : null}
    </span>
  );
}

/** A cohort's sessions in time order, each opening its own page. */
export function SessionList({
  cohortId,
  sessions,
  learners,
}: {
  cohortId: number;
  sessions: SessionSummary[];
  learners: number;
}) {
  if (sessions.length === 0) return <p className="text-muted">No sessions yet.</p>;
  return (
    <>
      <div className="hidden overflow-x-auto sm:block">
        <CompactTable
          caption="Sessions"
          rows={sessions}
          rowKey={(s) => String(s.id)}
          columns={[
            {
              label: 'Session',
              cell: (s) => <Topic cohortId={cohortId} session={s} />,
            },
            { label: 'When (IST)', cell: (s) => <When session={s} /> },
            { label: 'Status', cell: (s) => <SessionStatusBadge session={s} /> },
            { label: 'Present', numeric: true, cell: (s) => attendance(s, learners) },
          ]}
        />
      </div>
      <ul aria-label="Sessions" className="divide-y divide-line sm:hidden">
        {sessions.map((s) => (
          <li key={s.id} className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0">
            <Topic cohortId={cohortId} session={s} />
            <span className="text-sm text-muted">
              <When session={s} />
            </span>
            <span className="flex flex-wrap items-center gap-2 text-sm">
              <SessionStatusBadge session={s} />
              {s.attendance_marked_at ? `${attendance(s, learners)} present` : null}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

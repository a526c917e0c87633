import { Link } from 'react-router';
import type { MentorSummary } from '../../../../domain/staff/catalogue.ts';
import { staffColumnHelper } from '../list/data-table.tsx';
import { DateTime } from '../ui/dates.tsx';
import { DraftBadge, ProfileStateBadge } from './catalogue-badges.tsx';
import { mentorPath } from './catalogue-paths.ts';

/** A mentor's row: the summary, with the programs they teach by name. */
export interface MentorRow extends MentorSummary {
  programNames: string[];
}

const helper = staffColumnHelper<MentorRow>();

export const mentorColumns = helper.columns([
  helper.accessor('name', {
    header: 'Mentor',
    meta: { rowHeader: true },
    cell: ({ row }) => (
      <span>
        <Link
          to={mentorPath(row.original.slug)}
          className="font-semibold text-brand-700 hover:underline"
        >
          {row.original.name}
        </Link>
        <span className="block max-w-64 text-sm font-normal whitespace-normal text-muted">
          {row.original.title}
        </span>
      </span>
    ),
  }),
  helper.accessor('user', {
    header: 'Account',
    cell: (info) => info.getValue()?.name ?? 'Not linked',
  }),
  helper.accessor('programNames', {
    header: 'Programs',
    cell: (info) => (info.getValue().length > 0 ? info.getValue().join(', ') : 'None'),
  }),
  helper.display({
    id: 'state',
    header: 'On the site',
    cell: ({ row }) => <ProfileStateBadge published={row.original.published_at !== null} />,
  }),
  helper.accessor('has_draft', {
    header: 'Draft',
    cell: (info) => (info.getValue() ? <DraftBadge /> : '—'),
  }),
  helper.accessor('published_at', {
    header: 'Last published',
    cell: (info) => {
      const at = info.getValue();
      return at ? (
        <span className="whitespace-nowrap">
          <DateTime iso={at} />
        </span>
      ) : (
        'Never'
      );
    },
  }),
]);

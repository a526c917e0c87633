import { Link } from 'react-router';
import {
  appliesToText,
  offerWindowText,
  type StaffOffer,
} from '../../../../domain/staff/offers.ts';
import { staffColumnHelper } from '../list/data-table.tsx';
import { OfferStatusBadge } from './offer-badges.tsx';
import { offerPath } from './offer-path.ts';

const helper = staffColumnHelper<StaffOffer>();

/** 'Uses 3 of 100', '3 (no limit)': the orders holding a use, against the limit. */
export const usesText = (offer: Pick<StaffOffer, 'uses' | 'max_uses'>) =>
  offer.max_uses === null ? `${offer.uses} (no limit)` : `${offer.uses} of ${offer.max_uses}`;

export const offerColumns = helper.columns([
  helper.accessor('code', {
    header: 'Code',
    meta: { rowHeader: true },
    cell: ({ row }) => (
      <Link
        to={offerPath(row.original.id)}
        className="font-semibold whitespace-nowrap text-brand-700 hover:underline"
      >
        {row.original.code}
      </Link>
    ),
  }),
  helper.display({
    id: 'gives',
    header: 'Gives',
    cell: ({ row }) => (
      <span>
        <span className="font-semibold whitespace-nowrap">{row.original.label}</span>
        <span className="block text-sm text-muted">{appliesToText(row.original.applies_to)}</span>
      </span>
    ),
  }),
  helper.display({
    id: 'window',
    header: 'When',
    cell: ({ row }) => <span className="whitespace-nowrap">{offerWindowText(row.original)}</span>,
  }),
  helper.display({
    id: 'uses',
    header: 'Uses',
    cell: ({ row }) => <span className="whitespace-nowrap">{usesText(row.original)}</span>,
  }),
  helper.accessor('status', {
    header: 'Status',
    cell: (info) => <OfferStatusBadge status={info.getValue()} />,
  }),
  helper.accessor('referrer_name', {
    header: 'Referrer',
    cell: (info) => info.getValue() ?? '—',
  }),
]);

import { useState, type ReactNode } from 'react';
import { formatPaise } from '../../../../domain/money.ts';
import { can } from '../../../../domain/roles.ts';
import {
  appliesToText,
  offerWindowText,
  type StaffOffer,
} from '../../../../domain/staff/offers.ts';
import { useStaffProfile } from '../access/staff-profile.ts';
import { Panel, StaffPage } from '../layout/staff-page.tsx';
import { ActionDialog } from '../ui/action-dialog.tsx';
import { smallButtonClass, smallDangerButtonClass } from '../ui/buttons.ts';
import { formatDateTime } from '../ui/dates.tsx';
import { DetailsList } from '../ui/details-list.tsx';
import { Notice, type NoticeMessage } from '../ui/notice.tsx';
import { OfferStatusBadge } from './offer-badges.tsx';
import type { OfferChange } from './offer-changes.ts';
import { usesText } from './offer-columns.tsx';
import { OfferForm } from './offer-form.tsx';

const back = { to: '/staff/offers', label: 'All offers' };

/** The frame of an offer's page, for its loading failure too. */
export function OfferPlaceholder({ children }: { children: ReactNode }) {
  return (
    <StaffPage title="Offer" back={back}>
      {children}
    </StaffPage>
  );
}

/** What the owner's button does to a code in each state: make it live, or disable it. */
const NEXT = {
  draft: 'live',
  live: 'disabled',
  disabled: 'live',
} as const;

function StatusDialog({
  offer,
  onDone,
  onClose,
}: {
  offer: StaffOffer;
  onDone: (message: string) => void;
  onClose: () => void;
}) {
  const status = NEXT[offer.status];
  const live = status === 'live';
  return (
    <ActionDialog<OfferChange>
      title={live ? `Make ${offer.code} live?` : `Disable ${offer.code}?`}
      confirmLabel={live ? 'Make live' : 'Disable code'}
      busyLabel={live ? 'Making live...' : 'Disabling...'}
      danger={!live}
      change={{ intent: 'status', id: offer.id, code: offer.code, change: { status } }}
      onDone={(answer) => onDone(answer.message)}
      onClose={onClose}
    >
      {live ? (
        <p>
          From now on, learners who type {offer.code} at the cart get {offer.label}
          {offer.applies_to.programs.length || offer.applies_to.plans.length
            ? ` on ${appliesToText(offer.applies_to)}`
            : ''}
          .
        </p>
      ) : (
        <p>
          From now on, {offer.code} is refused as an invalid code. Orders already placed with it
          keep their discount.
        </p>
      )}
    </ActionDialog>
  );
}

/**
 * A code: its terms and uses; for those who may, the form to change it; for the owner, the
 * button that makes it live or disables it, at once, after a confirmation.
 */
export function OfferDetailScreen({ offer }: { offer: StaffOffer }) {
  const profile = useStaffProfile();
  const publishes = can(profile.role, 'publish-catalogue');
  const edits = publishes || (offer.status === 'draft' && can(profile.role, 'edit-catalogue'));
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<NoticeMessage | null>(null);
  const goesLive = NEXT[offer.status] === 'live';

  const details = [
    {
      label: 'Gives',
      value:
        offer.kind === 'amount' && offer.amount_paise !== null
          ? `${formatPaise(offer.amount_paise)} off, never more than the programs it applies to cost`
          : offer.label,
    },
    { label: 'Applies to', value: appliesToText(offer.applies_to) },
    { label: 'When (India time)', value: offerWindowText(offer) },
    { label: 'Orders holding a use', value: usesText(offer) },
    {
      label: 'Per learner',
      value:
        offer.max_uses_per_learner === null
          ? 'No limit'
          : `${offer.max_uses_per_learner} order${offer.max_uses_per_learner === 1 ? '' : 's'}`,
    },
    { label: 'Referrer', value: offer.referrer_name ?? '—' },
    { label: 'Note', value: offer.note ?? '—' },
    {
      label: 'Drafted',
      value: `${formatDateTime(offer.created_at)}${offer.created_by ? ` by ${offer.created_by.name}` : ''}`,
    },
  ];

  return (
    <StaffPage
      title={offer.code}
      badge={<OfferStatusBadge status={offer.status} />}
      back={back}
      aside={
        publishes ? (
          <button
            type="button"
            aria-haspopup="dialog"
            className={goesLive ? smallButtonClass : smallDangerButtonClass}
            onClick={() => {
              setDone(null);
              setConfirming(true);
            }}
          >
            {goesLive ? 'Make live' : 'Disable'}
          </button>
        ) : null
      }
    >
      <Notice message={done} />
      <Panel title="Terms">
        <DetailsList items={details} />
      </Panel>
      {edits ? (
        <Panel title="Change the code">
          <OfferForm offer={offer} />
        </Panel>
      ) : (
        <p className="text-muted">
          {offer.status === 'draft'
            ? 'Staff draft codes; you can read this one.'
            : 'The code has been on the site: only the owner can change it now.'}
        </p>
      )}
      {confirming ? (
        <StatusDialog
          offer={offer}
          onDone={(message) => {
            setConfirming(false);
            setDone({ tone: 'success', text: message });
          }}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </StaffPage>
  );
}

import { OFFER_STATUS_LABELS } from '../../../../domain/staff/offers.ts';
import type { OfferStatus } from '../../../../domain/offers.ts';
import { Badge, type BadgeTone } from '../ui/badge.tsx';

const TONES: Record<OfferStatus, BadgeTone> = { draft: 'amber', live: 'green', disabled: 'grey' };

export const OfferStatusBadge = ({ status }: { status: OfferStatus }) => (
  <Badge tone={TONES[status]}>{OFFER_STATUS_LABELS[status]}</Badge>
);

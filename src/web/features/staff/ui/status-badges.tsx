import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../../domain/order-statuses.ts';
import { ROLE_LABELS, type Role } from '../../../../domain/roles.ts';
import { ENQUIRY_STATUS_LABELS, type EnquiryStatus } from '../../../../domain/staff/enquiries.ts';
import { Badge, type BadgeTone } from './badge.tsx';

// Reported payments wait for a person to check the bank: amber, like the other things to do.
const ORDER_TONES: Record<OrderStatus, BadgeTone> = {
  awaiting_payment: 'brand',
  payment_reported: 'amber',
  paid: 'green',
  partly_refunded: 'violet',
  cancelled: 'grey',
  refunded: 'violet',
  expired: 'grey',
};

export const OrderStatusBadge = ({ status }: { status: OrderStatus }) => (
  <Badge tone={ORDER_TONES[status]}>{ORDER_STATUS_LABELS[status]}</Badge>
);

const ENQUIRY_TONES: Record<EnquiryStatus, BadgeTone> = {
  new: 'amber',
  in_progress: 'brand',
  closed: 'grey',
};

export const EnquiryStatusBadge = ({ status }: { status: EnquiryStatus }) => (
  <Badge tone={ENQUIRY_TONES[status]}>{ENQUIRY_STATUS_LABELS[status]}</Badge>
);

const ROLE_TONES: Record<Role, BadgeTone> = {
  learner: 'grey',
  mentor: 'green',
  accountant: 'amber',
  staff: 'brand',
  owner: 'violet',
};

export const RoleBadge = ({ role }: { role: Role }) => (
  <Badge tone={ROLE_TONES[role]}>{ROLE_LABELS[role]}</Badge>
);

export const ReviewStateBadge = ({ hiddenAt }: { hiddenAt: string | null }) =>
  hiddenAt ? <Badge tone="grey">Hidden</Badge> : <Badge tone="green">Visible</Badge>;

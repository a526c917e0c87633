import { Link } from 'react-router';
import type { StaffOrderDetail } from '../../../../domain/staff/orders.ts';
import { DetailsList } from '../ui/details-list.tsx';

/** The account that placed the order. */
export function OrderLearner({ learner }: { learner: StaffOrderDetail['learner'] }) {
  return (
    <DetailsList
      items={[
        {
          label: 'Account',
          value: (
            <Link
              to={`/staff/learners/${learner.id}`}
              className="font-semibold text-brand-700 hover:underline"
            >
              {learner.username}
            </Link>
          ),
        },
        { label: 'Email', value: learner.email },
        { label: 'Phone', value: learner.phone || '—' },
      ]}
    />
  );
}

/** The details typed at checkout (or by staff, for a manual order), which may differ from the account's. */
export function OrderBuyer({ order }: { order: StaffOrderDetail }) {
  return (
    <DetailsList
      items={[
        { label: 'Name', value: order.name },
        { label: 'Email', value: order.email },
        { label: 'Phone', value: order.phone },
        { label: 'Address', value: order.address },
        ...(order.buyer_company ? [{ label: 'Company', value: order.buyer_company }] : []),
        ...(order.buyer_gstin
          ? [{ label: 'GSTIN', value: <span className="font-mono">{order.buyer_gstin}</span> }]
          : []),
      ]}
    />
  );
}

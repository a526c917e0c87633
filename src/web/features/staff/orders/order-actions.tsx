import { can } from '../../../../domain/roles.ts';
import type { StaffOrderDetail } from '../../../../domain/staff/orders.ts';
import { useStaffProfile } from '../access/staff-profile.ts';
import { buttonClass } from '../../../components/button.tsx';
import { dangerButtonClass } from '../../../components/dialog-buttons.ts';
import { TRANSITION_COPY, isStaffTransition, type StaffTransition } from './transition-copy.ts';

/**
 * One button per change the server says the order may make now and the role may make (refunds
 * are the owner's; an accountant changes nothing); none when there are none.
 */
export function OrderActions({
  order,
  onStart,
}: {
  order: StaffOrderDetail;
  onStart: (to: StaffTransition) => void;
}) {
  const { role } = useStaffProfile();
  const actions = order.next_statuses
    .filter(isStaffTransition)
    .filter((to) => can(role, to === 'refunded' ? 'refund' : 'handle-orders'));
  if (actions.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-3">
      {actions.map((to) => (
        <button
          key={to}
          type="button"
          aria-haspopup="dialog"
          onClick={() => onStart(to)}
          className={TRANSITION_COPY[to].danger ? dangerButtonClass : buttonClass.primary}
        >
          {TRANSITION_COPY[to].action}
        </button>
      ))}
    </div>
  );
}

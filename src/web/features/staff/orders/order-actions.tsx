import type { StaffOrderDetail } from '../../../../domain/staff/orders.ts';
import { buttonClass } from '../../../components/button.tsx';
import { dangerButtonClass } from '../../../components/dialog-buttons.ts';
import { TRANSITION_COPY, isStaffTransition, type StaffTransition } from './transition-copy.ts';

/** One button per change the server says staff may make now; none when there are none. */
export function OrderActions({
  order,
  onStart,
}: {
  order: StaffOrderDetail;
  onStart: (to: StaffTransition) => void;
}) {
  const actions = order.next_statuses.filter(isStaffTransition);
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

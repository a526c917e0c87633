import { useState } from 'react';
import { Link } from 'react-router';
import { can } from '../../../../domain/roles.ts';
import type { StaffOrderDetail } from '../../../../domain/staff/orders.ts';
import type { StaffSeat } from '../../../../domain/staff/seat-order.ts';
import { EMAIL_INPUT, TextField } from '../../../components/form-field.tsx';
import { useStaffProfile } from '../access/staff-profile.ts';
import { ActionDialog } from '../ui/action-dialog.tsx';
import { Badge } from '../ui/badge.tsx';
import { smallButtonClass } from '../ui/buttons.ts';
import { DateTime } from '../ui/dates.tsx';
import type { SeatChange } from './seat-changes.ts';

type Opened = { seat: StaffSeat; intent: SeatChange['intent'] };

/** Who has the seat, or where its invitation stands. */
function SeatState({ seat }: { seat: StaffSeat }) {
  if (seat.claimed_by && seat.claimed_at) {
    return (
      <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <Badge tone="green">Taken</Badge>
        <span>
          by{' '}
          <Link
            to={`/staff/learners/${seat.claimed_by.id}`}
            className="font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            {seat.claimed_by.name}
          </Link>{' '}
          ({seat.claimed_by.username}), <DateTime iso={seat.claimed_at} />
        </span>
      </span>
    );
  }
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <Badge tone="amber">Invited</Badge>
      {seat.invited_at ? <DateTime iso={seat.invited_at} /> : null}
    </span>
  );
}

/** 'Mail again' or 'Change address' for a seat nobody took: the server's answer in the dialog. */
function SeatDialog({
  opened,
  onDone,
  onClose,
}: {
  opened: Opened;
  onDone: (message: string) => void;
  onClose: () => void;
}) {
  const { seat, intent } = opened;
  const [email, setEmail] = useState(seat.email);
  if (intent === 'seat-invitation') {
    return (
      <ActionDialog<SeatChange>
        title={`Mail seat ${seat.position} again?`}
        confirmLabel="Mail a new link"
        busyLabel="Sending..."
        change={{ intent, seat: seat.id, email: seat.email }}
        onDone={(answer) => onDone(answer.message)}
        onClose={onClose}
      >
        <p>
          <span className="break-all">{seat.email}</span> is emailed a new link to take the seat.
        </p>
        <p className="mt-2 text-sm text-muted">The link mailed before stops working.</p>
      </ActionDialog>
    );
  }
  return (
    <ActionDialog<SeatChange>
      title={`Give seat ${seat.position} to another learner`}
      confirmLabel="Change address"
      busyLabel="Changing..."
      change={{ intent, seat: seat.id, email }}
      onDone={(answer) => onDone(answer.message)}
      onClose={onClose}
    >
      <div className="flex flex-col gap-3">
        <TextField
          label="Learner's email"
          {...EMAIL_INPUT}
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <p className="text-sm text-muted">
          The new address is emailed a link to take the seat; the link mailed to{' '}
          <span className="break-all">{seat.email}</span> stops working.
        </p>
      </div>
    </ActionDialog>
  );
}

/**
 * The seats of an order of seats: each learner's address, whether they were invited and who
 * took it, when. Those who may change orders mail a seat nobody took again, or give it to
 * another address, until its line is refunded.
 */
export function OrderSeats({
  order,
  seats,
  onChanged,
}: {
  order: StaffOrderDetail;
  seats: StaffSeat[];
  /** A seat changed: what the page says of it. */
  onChanged: (message: string) => void;
}) {
  const handles = can(useStaffProfile().role, 'handle-orders');
  const [opened, setOpened] = useState<Opened | null>(null);
  const refunded = new Set(order.items.filter((i) => i.refunded).map((i) => i.id));
  const taken = seats.filter((seat) => seat.claimed_at).length;
  return (
    <>
      <p className="text-sm text-muted">
        {taken} of {seats.length} taken. Each learner takes their seat from the link emailed to
        them, with an account that confirmed that address.
      </p>
      <ol className="mt-3 divide-y divide-line border-y border-line">
        {seats.map((seat) => {
          const open = !seat.claimed_at && !refunded.has(seat.order_item_id);
          return (
            <li
              key={seat.id}
              className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="flex min-w-0 flex-col gap-1 text-sm">
                <span className="font-semibold break-all text-ink">
                  {seat.position}. {seat.email}
                </span>
                <SeatState seat={seat} />
              </div>
              {handles && open ? (
                <div className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    aria-haspopup="dialog"
                    aria-label={`Mail seat ${seat.position} again`}
                    className={smallButtonClass}
                    onClick={() => setOpened({ seat, intent: 'seat-invitation' })}
                  >
                    Mail again
                  </button>
                  <button
                    type="button"
                    aria-haspopup="dialog"
                    aria-label={`Change the address of seat ${seat.position}`}
                    className={smallButtonClass}
                    onClick={() => setOpened({ seat, intent: 'seat-email' })}
                  >
                    Change address
                  </button>
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>
      {opened ? (
        <SeatDialog
          key={`${opened.intent}-${opened.seat.id}`}
          opened={opened}
          onDone={(message) => {
            setOpened(null);
            onChanged(message);
          }}
          onClose={() => setOpened(null)}
        />
      ) : null}
    </>
  );
}

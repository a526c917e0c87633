import { useSyncExternalStore } from 'react';
import { orderPulseSchema, type OrderPulse } from '../../../../domain/staff/orders.ts';
import { fetchOrderPulse } from './order-record-api.ts';

/** How often a visible console asks whether orders changed. */
export const PULSE_EVERY_MS = 30_000;

// One poller for the whole console, however many parts (the menu, the orders list) listen.
let latest: OrderPulse | null = null;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;
let asking = false;

async function ask(): Promise<void> {
  // A hidden tab asks nothing: the count is caught up as soon as it is seen again.
  if (asking || document.visibilityState !== 'visible') return;
  asking = true;
  try {
    const answer = await fetchOrderPulse();
    const parsed = answer.ok ? orderPulseSchema.safeParse(answer.data) : null;
    // A failed poll keeps what was shown: the next one may answer.
    if (!parsed?.success) return;
    const next = parsed.data;
    if (
      latest !== null &&
      latest.reported_payments === next.reported_payments &&
      latest.last_change_at === next.last_change_at
    ) {
      return;
    }
    latest = next;
    for (const listener of listeners) listener();
  } finally {
    asking = false;
  }
}

const onVisibility = () => void ask();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    void ask();
    timer = setInterval(() => void ask(), PULSE_EVERY_MS);
    document.addEventListener('visibilitychange', onVisibility);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisibility);
    latest = null;
  };
}

/** The reported payments waiting and when an order last changed; null until first answered. */
export function useOrderPulse(): OrderPulse | null {
  return useSyncExternalStore(
    subscribe,
    () => latest,
    () => null,
  );
}

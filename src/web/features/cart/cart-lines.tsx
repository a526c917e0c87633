import { formatRupees, planByName } from '../../../domain/catalogue/plans.ts';
import { cartLineKey } from '../../../domain/pricing.ts';
import type { CartItem } from './cart-storage.ts';

interface Props {
  items: CartItem[];
  /** Present on the cart page: each line gets a Remove button. */
  onRemove?: (item: CartItem) => void;
}

/** Each line with its own program's image, the plan and its price. */
export function CartLines({ items, onRemove }: Props) {
  return (
    <ul className="divide-y divide-line">
      {items.map((item) => {
        const plan = planByName(item.plan);
        return (
          <li key={cartLineKey(item)} className="flex items-center gap-4 py-4">
            <img
              src={item.img}
              alt=""
              width={64}
              height={64}
              className="size-16 shrink-0 rounded-control border border-line bg-brand-50 object-cover"
            />
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-ink">{item.program}</p>
              <p className="text-sm text-muted">{plan?.name ?? item.plan}</p>
            </div>
            <div className="flex shrink-0 flex-col items-end gap-1">
              <p className="font-bold text-brand-950">{plan ? formatRupees(plan.price) : '—'}</p>
              {onRemove ? (
                <button
                  type="button"
                  onClick={() => onRemove(item)}
                  aria-label={`Remove ${item.program}, ${item.plan}`}
                  className="rounded-control px-2 py-1 text-sm font-semibold text-danger-700 hover:bg-danger-50"
                >
                  Remove
                </button>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

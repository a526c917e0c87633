import {
  SELF_PACED,
  scheduleInWords,
  seatsInWords,
  startsInWords,
  type UpcomingCohort,
} from '../../../domain/catalogue/upcoming-cohorts.ts';
import { cn } from '../../lib/cn.ts';
import type { CartItem } from '../cart/cart-storage.ts';
import { lineSlug, type CohortOptions } from './cohort-options.ts';
import type { CohortChoice } from './use-cohort-choices.ts';

const optionClass =
  'flex cursor-pointer items-start gap-3 rounded-control border border-line bg-white p-3 ' +
  'has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:ring-1 has-[:checked]:ring-brand-600 ' +
  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 ' +
  'has-[:disabled]:cursor-not-allowed has-[:disabled]:bg-surface has-[:disabled]:opacity-70';

function Option({
  name,
  checked,
  disabled,
  onChange,
  title,
  detail,
  aside,
  asideTone,
}: {
  name: string;
  checked: boolean;
  disabled?: boolean;
  onChange: () => void;
  title: string;
  detail: string;
  aside?: string;
  asideTone?: string;
}) {
  return (
    <label className={optionClass}>
      <input
        type="radio"
        name={name}
        checked={checked}
        disabled={disabled}
        onChange={onChange}
        className="mt-1 size-4 shrink-0 accent-brand-700"
      />
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-ink">{title}</span>
        <span className="block text-sm text-muted">{detail}</span>
      </span>
      {aside ? (
        <span className={cn('shrink-0 text-sm font-semibold', asideTone)}>{aside}</span>
      ) : null}
    </label>
  );
}

function LineChoice({
  item,
  options,
  choice,
  missing,
  onChoose,
}: {
  item: CartItem;
  options: CohortOptions | undefined;
  choice: CohortChoice | undefined;
  missing: boolean;
  onChoose: (choice: CohortChoice) => void;
}) {
  const slug = lineSlug(item.program);
  const name = `cohort-${slug}`;
  const errorId = `${name}-error`;
  const cohorts: UpcomingCohort[] = options?.cohorts ?? [];
  return (
    <fieldset
      aria-describedby={missing ? errorId : undefined}
      aria-invalid={missing || undefined}
      className="flex flex-col gap-2"
    >
      <legend className="mb-2 font-semibold text-ink">
        {item.program} <span className="font-normal text-muted">({item.plan})</span>
      </legend>
      {options?.failed ? (
        <p className="text-sm text-muted">
          The cohorts could not be loaded. Reload the page to see them, or start self-paced.
        </p>
      ) : null}
      {cohorts.map((cohort) => {
        const full = cohort.seats_left === 0;
        return (
          <Option
            key={cohort.id}
            name={name}
            checked={choice === cohort.id}
            disabled={full}
            onChange={() => onChoose(cohort.id)}
            title={startsInWords(cohort)}
            detail={scheduleInWords(cohort)}
            aside={seatsInWords(cohort)}
            asideTone={full ? 'text-danger-700' : 'text-success-700'}
          />
        );
      })}
      {cohorts.length === 0 ? (
        <p className="rounded-control border border-dashed border-brand-200 bg-brand-50 p-3 text-sm font-semibold text-ink">
          {SELF_PACED}
        </p>
      ) : (
        <Option
          name={name}
          checked={choice === 'self-paced'}
          onChange={() => onChoose('self-paced')}
          title={SELF_PACED}
          detail="Every module and recording, at your own pace."
        />
      )}
      {missing ? (
        <p id={errorId} className="text-sm text-danger-700">
          Choose a cohort or self-paced.
        </p>
      ) : null}
    </fieldset>
  );
}

/** For each line of the cart: which cohort, or self-paced. */
export function CohortChoices({
  items,
  options,
  choices,
  missing,
  onChoose,
}: {
  items: CartItem[];
  options: Readonly<Record<string, CohortOptions>>;
  choices: Record<string, CohortChoice>;
  /** The programs a choice is still wanted for, once the buyer tried to place the order. */
  missing: readonly string[];
  onChoose: (slug: string, choice: CohortChoice) => void;
}) {
  return (
    <section aria-labelledby="cohorts-heading" className="flex flex-col gap-5">
      <div>
        <h2 id="cohorts-heading" className="text-xl font-bold text-ink">
          When do you want to start?
        </h2>
        <p className="mt-1 text-sm text-muted">
          Join a live cohort on its weekly schedule, or learn self-paced. Times are India time.
        </p>
      </div>
      {items.map((item) => {
        const slug = lineSlug(item.program);
        return (
          <LineChoice
            key={slug}
            item={item}
            options={options[slug]}
            choice={choices[slug]}
            missing={missing.includes(slug)}
            onChoose={(choice) => onChoose(slug, choice)}
          />
        );
      })}
    </section>
  );
}

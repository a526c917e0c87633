import { useId, type ComponentPropsWithRef } from 'react';
import { controlClass } from '../../../components/form-field.tsx';
import { cn } from '../../../lib/cn.ts';

export interface Choice {
  value: string;
  label: string;
}

export interface ChoiceGroup {
  label: string;
  choices: readonly Choice[];
}

/** A choice for each of `values`, labelled as `labels` names it for people. */
export function labelledChoices<V extends string>(
  values: readonly V[],
  labels: Readonly<Record<V, string>>,
): Choice[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

type SelectFieldProps = Omit<ComponentPropsWithRef<'select'>, 'children'> & {
  label: string;
  choices: readonly (Choice | ChoiceGroup)[];
};

/** A labelled select in the site's form style; groups become optgroups. */
export function SelectField({ label, choices, className, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <select id={id} className={controlClass} {...select}>
        {choices.map((choice) =>
          'choices' in choice ? (
            <optgroup key={choice.label} label={choice.label}>
              {choice.choices.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </optgroup>
          ) : (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ),
        )}
      </select>
    </div>
  );
}

import { useId } from 'react';
import {
  CHECK_ACCEPTED_MAX,
  CHECK_ANSWER_MAX,
  CHECK_OPTIONS_MAX,
  CHECK_OPTIONS_MIN,
  CHECK_PROMPT_MAX,
  type CheckKind,
} from '../../../../domain/delivery/module-checks.ts';
import { controlClass } from '../../../components/form-field.tsx';
import { smallButtonClass, smallDangerButtonClass } from '../ui/buttons.ts';
import { SelectField } from '../ui/select-field.tsx';
import type { DraftQuestion } from './check-draft.ts';

const KIND_CHOICES: { value: CheckKind; label: string }[] = [
  { value: 'choice', label: 'Multiple choice' },
  { value: 'short', label: 'Short answer' },
];

/** A list of short texts with a remove button each and one to add another. */
function TextList({
  label,
  values,
  max,
  min,
  onChange,
  marker,
}: {
  label: (i: number) => string;
  values: string[];
  max: number;
  min: number;
  onChange: (values: string[]) => void;
  /** Beside each text: the option's 'right answer' radio. */
  marker?: (i: number) => React.ReactNode;
}) {
  const id = useId();
  return (
    <ol className="flex flex-col gap-2">
      {values.map((value, i) => (
        <li key={i} className="flex flex-wrap items-center gap-2">
          {marker?.(i)}
          <label htmlFor={`${id}-${i}`} className="sr-only">
            {label(i)}
          </label>
          <input
            id={`${id}-${i}`}
            value={value}
            maxLength={CHECK_ANSWER_MAX}
            placeholder={label(i)}
            onChange={(e) => onChange(values.map((v, j) => (j === i ? e.target.value : v)))}
            className={`${controlClass} min-w-0 flex-1 basis-40`}
          />
          {values.length > min ? (
            <button
              type="button"
              className={smallDangerButtonClass}
              aria-label={`Remove ${label(i).toLowerCase()}`}
              onClick={() => onChange(values.filter((_, j) => j !== i))}
            >
              Remove
            </button>
          ) : null}
        </li>
      ))}
      {values.length < max ? (
        <li>
          <button
            type="button"
            className={smallButtonClass}
            onClick={() => onChange([...values, ''])}
          >
            Add {label(values.length).replace(/ \d+$/, '').toLowerCase()}
          </button>
        </li>
      ) : null}
    </ol>
  );
}

/** One question of a check: its kind, its words, and its options or accepted answers. */
export function QuestionEditor({
  number,
  question,
  onChange,
  onRemove,
}: {
  number: number;
  question: DraftQuestion;
  onChange: (question: DraftQuestion) => void;
  /** Absent for the only question: a check has at least one. */
  onRemove?: (() => void) | undefined;
}) {
  const promptId = useId();
  const set = (fields: Partial<DraftQuestion>) => onChange({ ...question, ...fields });
  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-control border border-line p-3 sm:p-4">
      <legend className="px-1 text-sm font-bold text-ink">Question {number}</legend>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,1fr)_16rem]">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={promptId} className="text-sm font-semibold text-ink">
            Question {number} text
          </label>
          <textarea
            id={promptId}
            rows={2}
            value={question.prompt}
            maxLength={CHECK_PROMPT_MAX}
            onChange={(e) => set({ prompt: e.target.value })}
            className={controlClass}
          />
        </div>
        <SelectField
          label={`Question ${number} kind`}
          value={question.kind}
          choices={KIND_CHOICES}
          onChange={(e) => set({ kind: e.target.value as CheckKind })}
        />
      </div>
      {question.kind === 'choice' ? (
        <div className="flex flex-col gap-1.5">
          <p className="text-sm font-semibold text-ink">Options (mark the right one)</p>
          <TextList
            label={(i) => `Option ${i + 1}`}
            values={question.options}
            min={CHECK_OPTIONS_MIN}
            max={CHECK_OPTIONS_MAX}
            onChange={(options) =>
              set({ options, right: Math.min(question.right, options.length - 1) })
            }
            marker={(i) => (
              <label className="inline-flex items-center gap-1.5 text-sm text-ink">
                <input
                  type="radio"
                  name={`${promptId}-right`}
                  checked={question.right === i}
                  onChange={() => set({ right: i })}
                  className="size-4 accent-brand-700"
                />
                <span className="sr-only">Option {i + 1} is the right answer</span>
                <span aria-hidden>Right</span>
              </label>
            )}
          />
        </div>
      ) : (
        <div className="flex flex-col gap-1.5">
          <p className="text-sm font-semibold text-ink">
            Accepted answers (case, extra spaces and spaces around are ignored)
          </p>
          <TextList
            label={(i) => `Accepted answer ${i + 1}`}
            values={question.accepted}
            min={1}
            max={CHECK_ACCEPTED_MAX}
            onChange={(accepted) => set({ accepted })}
          />
        </div>
      )}
      {onRemove ? (
        <button type="button" className={`${smallDangerButtonClass} self-start`} onClick={onRemove}>
          Remove question {number}
        </button>
      ) : null}
    </fieldset>
  );
}

import { Eye, EyeOff } from 'lucide-react';
import { useId, useState, type ComponentPropsWithRef } from 'react';
import { cn } from '../lib/cn.ts';

export const controlClass =
  'block w-full rounded-control border border-line bg-white px-3.5 py-2.5 text-base text-ink shadow-xs ' +
  'placeholder:text-slate-400 focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600/30 ' +
  'aria-invalid:border-danger-700 aria-invalid:focus:outline-danger-700/30';

/** How a browser should take an email address: the right keyboard, autofill from the profile. */
export const EMAIL_INPUT = { type: 'email', autoComplete: 'email' } as const;

/**
 * An Indian mobile number on the phone keypad (which has + and -), autofilled without the
 * country code; room for '+91 98765 43210' as people write it (see normalisePhone).
 */
export const PHONE_INPUT = {
  type: 'tel',
  inputMode: 'tel',
  autoComplete: 'tel-national',
  maxLength: 20,
} as const;

interface FieldShellProps {
  label: string;
  error: string | undefined;
  children: (ids: { inputId: string; errorId: string }) => React.ReactNode;
}

function FieldShell({ label, error, children }: FieldShellProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className="text-sm font-semibold text-ink">
        {label}
      </label>
      {children({ inputId, errorId })}
      {error ? (
        <p id={errorId} className="text-sm text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type TextFieldProps = ComponentPropsWithRef<'input'> & {
  label: string;
  error?: string | undefined;
};

export function TextField({ label, error, ...input }: TextFieldProps) {
  return (
    <FieldShell label={label} error={error}>
      {({ inputId, errorId }) => (
        <input
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={controlClass}
          {...input}
        />
      )}
    </FieldShell>
  );
}

type NamedFieldProps = Omit<TextFieldProps, 'label' | 'required'>;

/** A required email address, as every form that asks for one labels it. */
export function EmailField(props: NamedFieldProps) {
  return <TextField label="Email" {...EMAIL_INPUT} required {...props} />;
}

/** A required phone number, as every form that asks for one labels it. */
export function PhoneField(props: NamedFieldProps) {
  return <TextField label="Phone" {...PHONE_INPUT} required {...props} />;
}

type TextAreaProps = ComponentPropsWithRef<'textarea'> & {
  label: string;
  error?: string | undefined;
};

export function TextAreaField({ label, error, ...textarea }: TextAreaProps) {
  return (
    <FieldShell label={label} error={error}>
      {({ inputId, errorId }) => (
        <textarea
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={cn(controlClass, 'min-h-32 resize-y')}
          {...textarea}
        />
      )}
    </FieldShell>
  );
}

type SelectFieldProps = ComponentPropsWithRef<'select'> & {
  label: string;
  error?: string | undefined;
  /** The first, empty choice: what to pick. */
  placeholder: string;
  options: ReadonlyArray<{ value: string; label: string }>;
};

export function SelectField({ label, error, placeholder, options, ...select }: SelectFieldProps) {
  return (
    <FieldShell label={label} error={error}>
      {({ inputId, errorId }) => (
        <select
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={controlClass}
          {...select}
        >
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

type PasswordFieldProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & {
  label: string;
  error?: string | undefined;
};

/** A password input with a button that shows or hides what was typed. */
export function PasswordField({ label, error, ...input }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <FieldShell label={label} error={error}>
      {({ inputId, errorId }) => (
        <div className="relative">
          <input
            id={inputId}
            type={visible ? 'text' : 'password'}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className={cn(controlClass, 'pr-12')}
            {...input}
          />
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
            className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-control text-muted hover:text-brand-800"
          >
            {visible ? (
              <EyeOff aria-hidden className="size-5" />
            ) : (
              <Eye aria-hidden className="size-5" />
            )}
          </button>
        </div>
      )}
    </FieldShell>
  );
}

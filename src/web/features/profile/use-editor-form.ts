import { useEffect, useState, type FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { useRouteChange } from '../../lib/use-route-change.ts';
import { lazyZodResolver } from '../../lib/zod-resolver.ts';
import type { Message } from './editor-row.tsx';
import type { ProfileChange } from './profile-changes.ts';

interface Options<Values extends FieldValues, Request extends FieldValues> {
  /** The domain schema, imported when needed: it is not part of the page's first download. */
  schema: () => Promise<z.ZodType<Request, Values>>;
  defaultValues: Values;
  /** The input the person starts in. */
  start: Path<Values>;
  /**
   * A refusal of the server (`{error, field}`) goes on the input its field names: an input named
   * as the request names it, or one given here for a name of the request.
   */
  renamed?: Partial<Record<string, Path<Values>>>;
  /** What the profile route's action is asked to do with the checked request. */
  change: (request: Request) => ProfileChange;
  onDone: (request: Request) => void;
  /** Says something under the row: a refusal about none of the inputs. */
  say: (message: Message) => void;
}

/**
 * An open editor of the account details: checked by the domain schema, every problem on its
 * input (the first one focused), then sent to the profile route's action; the server's refusal
 * goes on the input it names.
 */
export function useEditorForm<Values extends FieldValues, Request extends FieldValues>({
  schema,
  defaultValues,
  start,
  renamed = {},
  change,
  onDone,
  say,
}: Options<Values, Request>) {
  const [{ resolver, load }] = useState(() => lazyZodResolver(schema));
  // An editor opens once someone chose to change something: fetched now, checking it never
  // waits for it.
  useEffect(load, [load]);
  const form = useForm<Values, unknown, Request>({
    resolver,
    defaultValues: defaultValues as DefaultValues<Values>,
    reValidateMode: 'onSubmit',
  });
  const { register, clearErrors, setError, setFocus, handleSubmit, formState } = form;
  // Mounted once its row opens (or the code is sent): typing goes straight in.
  useEffect(() => setFocus(start), [setFocus, start]);

  /** An input whose problem goes as soon as it is edited. */
  const input = (name: Path<Values>) => register(name, { onChange: () => clearErrors(name) });

  const inputFor = (field: string): Path<Values> | undefined => {
    if (field in renamed) return renamed[field];
    return field in defaultValues ? (field as Path<Values>) : undefined;
  };

  // The request the answer is about: the action answers in words, the editor needs what it sent.
  const [sent, setSent] = useState<Request | null>(null);
  const route = useRouteChange<ProfileChange>((answer) => {
    const request = sent;
    setSent(null);
    if (request === null) return;
    if (answer.ok) return onDone(request);
    const name = answer.field === undefined ? undefined : inputFor(answer.field);
    if (name === undefined) return say({ tone: 'error', text: answer.error });
    setError(name, { message: answer.error });
    setFocus(name);
  });

  const submit = handleSubmit(async (request) => {
    say(null);
    setSent(request);
    await route.send(change(request));
  });

  /** What the EditorForm needs of the form. */
  const formProps = {
    busy: formState.isSubmitting || route.busy,
    onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event),
  };
  return { form, input, formProps };
}

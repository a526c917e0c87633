import { useEffect, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import type * as Enquiries from '../../../domain/enquiries.ts';
import type { EnquiryKind } from '../../../domain/staff/enquiries.ts';
import type { Answer } from '../../lib/route-answer.ts';
import { useRouteChange } from '../../lib/use-route-change.ts';
import { lazyZodResolver } from '../../lib/zod-resolver.ts';

interface Options<T extends FieldValues> {
  /** Which form: where it is sent, and the words of its answer. */
  kind: EnquiryKind;
  /**
   * The form's schema among the domain's enquiry schemas, which are imported when needed: they
   * are not part of the page's first download.
   */
  schema: (schemas: typeof Enquiries) => z.ZodType<T, T>;
  empty: T;
}

/** Where each form sends: routes/enquire.ts. */
const enquiryPath = (kind: EnquiryKind) => `/enquire/${kind}`;

/** Whether the answer is a refusal the form shows on one of its inputs rather than below. */
const onInput = <T extends FieldValues>(
  answer: Answer,
  empty: T,
): answer is Answer & { ok: false; field: Path<T> } =>
  !answer.ok && answer.field !== undefined && answer.field in empty;

/**
 * One enquiry form's state: validated by the domain schema, sent through the enquiry route's
 * action, then emptied on success; a refusal about a field goes on its input, focused.
 */
export function useEnquiryForm<T extends FieldValues>({ kind, schema, empty }: Options<T>) {
  const [{ resolver, load }] = useState(() =>
    lazyZodResolver(() => import('../../../domain/enquiries.ts').then(schema)),
  );
  const form = useForm<T, unknown, T>({
    resolver,
    defaultValues: empty as DefaultValues<T>,
  });
  // Fetched while the reader reads, so that checking the form never waits for it.
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
    idle(load);
  }, [load]);

  // An enquiry changes nothing the page's loaders read: they are not run again.
  const route = useRouteChange<T>(
    (answer) => {
      if (answer.ok) form.reset(empty);
      else if (onInput(answer, empty)) {
        form.setError(answer.field, { message: answer.error });
        form.setFocus(answer.field);
      }
    },
    { action: enquiryPath(kind), revalidate: false },
  );
  const onSubmit = form.handleSubmit(async (values) => {
    await route.send(values);
  });
  return {
    register: form.register,
    errors: form.formState.errors,
    sending: form.formState.isSubmitting || route.busy,
    onSubmit,
    /** What the line under the form says: how the last sending went, unless its input says it. */
    outcome: route.answer === undefined || onInput(route.answer, empty) ? null : route.answer,
  };
}

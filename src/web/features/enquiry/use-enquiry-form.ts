import { useEffect, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type * as Enquiries from '../../../domain/enquiries.ts';
import { lazyZodResolver } from '../../lib/zod-resolver.ts';
import { sendEnquiry, type EnquiryEndpoint, type EnquiryOutcome } from './send-enquiry.ts';

interface Options<T extends FieldValues> {
  /**
   * The form's schema among the domain's enquiry schemas, which are imported when needed: they
   * are not part of the page's first download.
   */
  schema: (schemas: typeof Enquiries) => z.ZodType<T, T>;
  endpoint: EnquiryEndpoint;
  empty: T;
  /** Whether a refusal names the server's reason (the contact form) or not. */
  showReason: boolean;
}

/** One enquiry form's state: validated by the domain schema, sent, then emptied on success. */
export function useEnquiryForm<T extends FieldValues>({
  schema,
  endpoint,
  empty,
  showReason,
}: Options<T>) {
  const [outcome, setOutcome] = useState<EnquiryOutcome | null>(null);
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
  const onSubmit = form.handleSubmit(async (values) => {
    setOutcome(null);
    const result = await sendEnquiry(endpoint, values, { showReason });
    setOutcome(result);
    if (result.ok) form.reset(empty);
  });
  const { errors, isSubmitting } = form.formState;
  return { register: form.register, errors, sending: isSubmitting, onSubmit, outcome };
}

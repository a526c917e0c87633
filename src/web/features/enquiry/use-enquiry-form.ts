import { useEffect, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { lazyZodResolver } from '../../lib/zod-resolver.ts';
import { sendEnquiry, type EnquiryEndpoint, type EnquiryOutcome } from './send-enquiry.ts';

interface Options<T extends FieldValues> {
  /** The domain schema, imported when needed: it is not part of the page's first download. */
  schema: () => Promise<z.ZodType<T, T>>;
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
  const [{ resolver, load }] = useState(() => lazyZodResolver(schema));
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
  return { form, onSubmit, outcome };
}

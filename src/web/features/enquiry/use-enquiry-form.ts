import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from '../../lib/zod-resolver.ts';
import { sendEnquiry, type EnquiryEndpoint, type EnquiryOutcome } from './send-enquiry.ts';

interface Options<T extends FieldValues> {
  schema: z.ZodType<T, T>;
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
  const form = useForm<T, unknown, T>({
    resolver: zodResolver(schema),
    defaultValues: empty as DefaultValues<T>,
  });
  const onSubmit = form.handleSubmit(async (values) => {
    setOutcome(null);
    const result = await sendEnquiry(endpoint, values, { showReason });
    setOutcome(result);
    if (result.ok) form.reset(empty);
  });
  return { form, onSubmit, outcome };
}

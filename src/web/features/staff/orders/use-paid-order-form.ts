import type { BaseSyntheticEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import type { SubmitTarget } from 'react-router';
import type { z } from 'zod';
import { istDay } from '../../../../domain/india-time.ts';
import type { paidOrderFields } from '../../../../domain/staff/manual-order.ts';
import { zodResolver } from '../../../lib/zod-resolver.ts';
import type { Answer } from '../../../lib/route-answer.ts';
import { useRouteChange } from '../../../lib/use-route-change.ts';

/**
 * How a block of fields that more than one form shows registers each of its fields on the form
 * that holds it, and reads that field's error.
 */
export interface FieldBinding<Name extends string> {
  register: (name: Name) => UseFormRegisterReturn;
  error: (name: Name) => string | undefined;
}

/** What the form is sending, and what the server said once it is done. */
export interface PaidOrderSending {
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  answer: Answer | undefined;
  busy: boolean;
}

/** The buyer's and the payment's fields that the server's refusal may name. */
const PAID_ORDER_FIELDS = [
  'name',
  'email',
  'phone',
  'address',
  'state',
  'company',
  'buyer_gstin',
  'reference',
  'received_on',
];

/** The buyer and the payment as a new form starts: nothing typed, a bank transfer of today. */
export function paidOrderDefaults() {
  return {
    name: '',
    email: '',
    phone: '',
    state: '',
    address: '',
    company: '',
    buyer_gstin: '',
    payment_method: 'bank_transfer',
    reference: '',
    received_on: istDay(new Date()),
  } satisfies Partial<z.input<typeof paidOrderFields>>;
}

/**
 * The form of an order staff record for money that came outside checkout (paidOrderFields and
 * the form's own), sent to the new order's route. The server's refusal is shown beside the field
 * it names too, where the person will look; typing in a field drops the last answer.
 */
export function usePaidOrderForm<
  Input extends FieldValues,
  Request extends FieldValues,
  Change extends SubmitTarget,
>({
  schema,
  defaultValues,
  ownFields,
  change,
}: {
  schema: z.ZodType<Request, Input>;
  defaultValues: DefaultValues<Input>;
  /** The form's own fields a refusal may name, besides the buyer's and the payment's. */
  ownFields: readonly string[];
  /** What the route is asked to do with the order, as checked. */
  change: (request: Request) => Change;
}) {
  const form = useForm<Input, unknown, Request>({ resolver: zodResolver(schema), defaultValues });
  const create = useRouteChange<Change>((answer) => {
    if (answer.ok || !answer.field) return;
    if (PAID_ORDER_FIELDS.includes(answer.field) || ownFields.includes(answer.field)) {
      form.setError(answer.field as FieldPath<Input>, { message: answer.error });
    }
  });
  const field = { onChange: create.forget };
  const bind: FieldBinding<FieldPath<Input>> = {
    register: (name) => form.register(name, field),
    error: (name) => form.getFieldState(name, form.formState).error?.message,
  };
  const sending: PaidOrderSending = {
    submit: form.handleSubmit((request) => {
      void create.send(change(request));
    }),
    answer: create.answer,
    busy: create.busy,
  };
  return { form, bind, sending };
}

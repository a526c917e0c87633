import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * Lets react-hook-form validate with a domain schema, showing the schema's own messages; with
 * `firstOnly`, only the first problem in the schema's order, for forms where the first wins.
 */
export function zodResolver<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  { firstOnly = false }: { firstOnly?: boolean } = {},
): Resolver<Input, unknown, Output> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const name = issue.path.join('.');
      errors[name] ??= { type: issue.code, message: issue.message };
      if (firstOnly) break;
    }
    return { values: {}, errors: errors as FieldErrors<Input> };
  };
}

/**
 * zodResolver with the schema, and zod with it, fetched apart from the page: a form that is
 * only shown costs no JavaScript until it is checked. `load` may be called early to fetch it
 * ahead (when the browser is idle); it is fetched once.
 */
export function lazyZodResolver<Input extends FieldValues, Output extends FieldValues>(
  loadSchema: () => Promise<z.ZodType<Output, Input>>,
  options: { firstOnly?: boolean } = {},
): { resolver: Resolver<Input, unknown, Output>; load: () => void } {
  let ready: Promise<Resolver<Input, unknown, Output>> | undefined;
  const resolverNow = () => (ready ??= loadSchema().then((schema) => zodResolver(schema, options)));
  return {
    resolver: async (values, context, resolverOptions) =>
      (await resolverNow())(values, context, resolverOptions),
    load: () => void resolverNow(),
  };
}

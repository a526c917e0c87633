import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** An error whose message is meant for the person who made the request. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
    /** More for the client beside the message, e.g. the record as it is now. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** A unique index refused a row: two requests raced for the same name, number or reference. */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}

/** An exclusion constraint refused a row (PostgreSQL): it overlaps one another request wrote. */
export function isExclusionViolation(err: unknown): boolean {
  return (err as { code?: unknown } | null)?.code === '23P01';
}

// Fastify's own 4xx codes, said in words a person can act on.
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send JSON (Content-Type: application/json).',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the body.',
};

/** Said when a unique index refused a write that raced another one for the same value. */
export const RACED_ANOTHER_REQUEST =
  'Someone else changed this at the same moment. Please check and try again.';

export const DATABASE_UNAVAILABLE =
  'The service is briefly unavailable. Please try again in a moment.';

// Node's socket errors, PostgreSQL's connection-exception class (08) and shutdown codes (57P0x),
// and SQLite's locks that outlasted the busy timeout.
const UNAVAILABLE_CODES =
  /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|EHOSTUNREACH|08\w{3}|57P0[123]|SQLITE_BUSY|SQLITE_LOCKED)$/;
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|connect ECONNREFUSED/;

/** Whether a failure means "the database cannot be reached right now" rather than a bug. */
export function isDatabaseUnavailable(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const { code, message } = err as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && UNAVAILABLE_CODES.test(code)) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  // AggregateError (several addresses refused) carries its causes in `errors`.
  const { errors } = err as { errors?: unknown };
  return Array.isArray(errors) && errors.some(isDatabaseUnavailable);
}

/** A part of the address (an order number, an id) longer than any real one: 414, naming it. */
function overlongPathPart(field: string, params: Record<string, unknown>) {
  const at = typeof params.maximum === 'number' ? ` (at most ${params.maximum} characters)` : '';
  const name = field.replaceAll('_', ' ') || 'address';
  return { error: `The ${name} in this address is too long${at}.`, field };
}

/**
 * One place that turns every failure into `{error}`: validation issues name their field,
 * 4xx keep their message, 5xx are logged and answered without details.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issue = err.validation[0]!;
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const params = issue.params as Record<string, unknown>;
      if (
        err.validationContext === 'params' &&
        issue.keyword === 'too_big' &&
        params.origin === 'string'
      ) {
        return reply.code(414).send(overlongPathPart(field, params));
      }
      return reply
        .code(400)
        .send(field ? { error: issue.message, field } : { error: issue.message });
    }
    if (err instanceof HttpError) {
      return reply
        .code(err.statusCode)
        .headers(err.headers)
        .send({ error: err.message, ...err.extra });
    }
    // Checked before writing, a name or number can still be taken in between by a request
    // racing this one; the unique index decides, and the loser hears so rather than a 500.
    // Routes that can say more (sign-up names the field) catch it themselves.
    if (isUniqueViolation(err)) {
      request.log.info({ err }, 'a unique index refused a racing write');
      return reply.code(409).send({ error: RACED_ANOTHER_REQUEST });
    }
    if (isDatabaseUnavailable(err)) {
      request.log.warn({ err }, 'database unavailable');
      return reply.code(503).header('retry-after', '5').send({ error: DATABASE_UNAVAILABLE });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ error: FASTIFY_MESSAGES[err.code] ?? err.message });
    }
    request.log.error({ err }, 'request failed');
    return reply.code(status >= 500 && status < 600 ? status : 500).send({
      error: 'Something went wrong on our side. Please try again.',
    });
  });
}

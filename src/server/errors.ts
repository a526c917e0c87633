import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** An error whose message is meant for the person who made the request. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

// Fastify's own 4xx codes, said in words a person can act on.
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send JSON (Content-Type: application/json).',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the body.',
};

/**
 * One place that turns every failure into `{error}`: validation issues name their field,
 * 4xx keep their message, 5xx are logged and answered without details.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issue = err.validation[0]!;
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      return reply
        .code(400)
        .send(field ? { error: issue.message, field } : { error: issue.message });
    }
    if (err instanceof HttpError) {
      return reply.code(err.statusCode).headers(err.headers).send({ error: err.message });
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

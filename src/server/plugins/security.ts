import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { servesHttps } from '../config.ts';

interface CspOptions {
  /** Hashes of inline scripts the page may run; none for API responses. */
  scriptHashes?: string[];
  https: boolean;
}

/** The policy every response carries; pages add the hashes of their own inline scripts. */
export function contentSecurityPolicy({ scriptHashes = [], https }: CspOptions): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self'${scriptHashes.length ? ' ' + scriptHashes.join(' ') : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ];
  if (https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/**
 * JSON is never a document to render: nothing may load from it and no page may frame it
 * (OWASP's REST advice). Pages, the API docs and the dev mailbox keep the page policy.
 */
const API_POLICY = "default-src 'none'; frame-ancestors 'none'";
const isApiData = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/**
 * The headers helmet sets for these options. None depends on the request, so they are asked of
 * helmet once: run per request, its chain of a dozen middlewares cost a quarter of the
 * throughput of a cached API answer.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader() {},
  };
  let finished = false;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err instanceof Error ? err : new Error(String(err));
    finished = true;
  });
  // Every middleware of helmet's that these options use is synchronous; a change there must fail.
  if (!finished) throw new Error('helmet did not finish synchronously');
  return headers;
}

export function securityHeaders(app: FastifyInstance): void {
  const https = servesHttps(app.config);
  const common = helmetHeaders({
    // Set here per kind of response, so that pages can carry their own script hashes.
    contentSecurityPolicy: false,
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  const forPages = { ...common, 'content-security-policy': contentSecurityPolicy({ https }) };
  const forApi = { ...common, 'content-security-policy': API_POLICY };
  // Callback-style, like the other per-request hooks: no promise to settle on every request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiData(request.url) ? forApi : forPages);
    done();
  });
}

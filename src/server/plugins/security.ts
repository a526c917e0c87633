import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

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

export async function securityHeaders(app: FastifyInstance): Promise<void> {
  const https = app.config.publicOrigin.startsWith('https:');
  await app.register(helmet, {
    // Set per response below, so that pages can carry their own script hashes.
    contentSecurityPolicy: false,
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  const policy = contentSecurityPolicy({ https });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('content-security-policy', policy);
  });
}

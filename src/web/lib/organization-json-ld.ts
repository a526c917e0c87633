import { SOCIAL_NETWORKS } from '../../domain/site-identity.ts';
import { publicConfig } from './public-config.ts';
import { publicOrigin } from './public-origin.ts';

/** The business as schema.org describes it: only what is configured, nothing invented. */
export function organizationJsonLd(): Record<string, unknown> {
  const { identity } = publicConfig;
  const origin = publicOrigin();
  const sameAs = SOCIAL_NETWORKS.flatMap((network) => identity.social[network] ?? []);
  return {
    '@type': 'Organization',
    name: identity.siteName,
    url: origin,
    logo: `${origin}/images/logo.svg`,
    ...(identity.legalName && { legalName: identity.legalName }),
    ...(identity.address && { address: identity.address }),
    ...(identity.supportEmail && { email: identity.supportEmail }),
    ...(identity.supportPhone && { telephone: identity.supportPhone }),
    ...(sameAs.length > 0 && { sameAs }),
  };
}

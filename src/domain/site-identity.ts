/**
 * Who the seller is, as learners see it on every page, in mail and on invoices. Read from the
 * environment by the build (the pages carry it) and by the server (mail, invoices, JSON-LD),
 * through one schema (site-identity-env.ts), so both refuse the same bad values. Every piece
 * except the site's name is optional while developing: what is unset is not shown, never
 * invented. This module has no validation code, so that the pages can use it for nothing.
 */
export interface SiteIdentity {
  siteName: string;
  /** Unset: the footer and pages show the site's name alone. */
  legalName: string | undefined;
  /** One line per comma-separated part when shown as an address block. */
  address: string | undefined;
  supportEmail: string | undefined;
  /** As the business writes it ('+91 80 4567 1234'); `tel:` links use its digits. */
  supportPhone: string | undefined;
  supportHours: string | undefined;
  /** Digits with the country code; the floating chat button is hidden when unset. */
  whatsappNumber: string | undefined;
  social: Partial<Record<SocialNetwork, string>>;
  grievance: { officerName: string | undefined; email: string | undefined };
}

export const SOCIAL_NETWORKS = ['instagram', 'linkedin', 'youtube', 'x', 'facebook'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const SOCIAL_LABELS: Record<SocialNetwork, string> = {
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  x: 'X',
  facebook: 'Facebook',
};

/** The environment variable of each social page. */
export const SOCIAL_ENV: Record<SocialNetwork, string> = {
  instagram: 'INSTAGRAM_URL',
  linkedin: 'LINKEDIN_URL',
  youtube: 'YOUTUBE_URL',
  x: 'X_URL',
  facebook: 'FACEBOOK_URL',
};

/** The address as lines: the variable is one line, its parts separated by commas. */
export function addressLines(address: string): string[] {
  return address
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** Digits and a leading + for a `tel:` link. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The names of the identity fields that differ between two readings (the build and the server). */
export function identityDifferences(a: SiteIdentity, b: SiteIdentity): string[] {
  const flat = (identity: SiteIdentity): Record<string, string | undefined> => ({
    SITE_NAME: identity.siteName,
    SELLER_LEGAL_NAME: identity.legalName,
    SELLER_ADDRESS: identity.address,
    SUPPORT_EMAIL: identity.supportEmail,
    SUPPORT_PHONE: identity.supportPhone,
    SUPPORT_HOURS: identity.supportHours,
    WHATSAPP_NUMBER: identity.whatsappNumber,
    ...Object.fromEntries(
      SOCIAL_NETWORKS.map((network) => [SOCIAL_ENV[network], identity.social[network]]),
    ),
    GRIEVANCE_OFFICER_NAME: identity.grievance.officerName,
    GRIEVANCE_EMAIL: identity.grievance.email,
  });
  const left = flat(a);
  const right = flat(b);
  return Object.keys(left).filter((name) => left[name] !== right[name]);
}

import { z } from 'zod';

/**
 * Who the seller is, as learners see it on every page, in mail and on invoices. Read from the
 * environment by the build (the pages carry it) and by the server (mail, invoices, JSON-LD),
 * through this one schema, so both refuse the same bad values. Every piece except the site's
 * name is optional while developing: what is unset is not shown, never invented.
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

const SOCIAL_ENV: Record<SocialNetwork, string> = {
  instagram: 'INSTAGRAM_URL',
  linkedin: 'LINKEDIN_URL',
  youtube: 'YOUTUBE_URL',
  x: 'X_URL',
  facebook: 'FACEBOOK_URL',
};

/** The environment variables the identity is read from, in the order the README lists them. */
export const SITE_IDENTITY_VARIABLES = [
  'SITE_NAME',
  'SELLER_LEGAL_NAME',
  'SELLER_ADDRESS',
  'SUPPORT_EMAIL',
  'SUPPORT_PHONE',
  'SUPPORT_HOURS',
  'WHATSAPP_NUMBER',
  ...Object.values(SOCIAL_ENV),
  'GRIEVANCE_OFFICER_NAME',
  'GRIEVANCE_EMAIL',
] as const;

const blankAsUnset = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankAsUnset, schema.optional());
const line = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min)
    .max(max)
    .regex(/^[^\r\n]*$/, { error: 'must be one line' });

const socialUrl = z.url({ protocol: /^https$/, error: 'must be an https:// address' });

export const siteIdentityEnvSchema = z.object({
  SITE_NAME: z.preprocess(blankAsUnset, line(1, 60).default('Mentora')),
  SELLER_LEGAL_NAME: optional(line(2, 120)),
  SELLER_ADDRESS: optional(line(10, 300)),
  SUPPORT_EMAIL: optional(z.email()),
  SUPPORT_PHONE: optional(
    z
      .string()
      .trim()
      .regex(/^\+?[\d\s()-]{8,20}$/, {
        error: 'must be a phone number with digits, spaces and an optional leading +',
      }),
  ),
  SUPPORT_HOURS: optional(line(3, 80)),
  WHATSAPP_NUMBER: optional(
    z
      .string()
      .transform((value) => value.replace(/[\s+()-]/g, ''))
      .pipe(
        z.string().regex(/^[1-9]\d{9,14}$/, {
          error: 'must be the number with its country code, digits only (e.g. 919876543210)',
        }),
      ),
  ),
  INSTAGRAM_URL: optional(socialUrl),
  LINKEDIN_URL: optional(socialUrl),
  YOUTUBE_URL: optional(socialUrl),
  X_URL: optional(socialUrl),
  FACEBOOK_URL: optional(socialUrl),
  GRIEVANCE_OFFICER_NAME: optional(line(2, 80)),
  GRIEVANCE_EMAIL: optional(z.email()),
});

export class SiteIdentityError extends Error {
  override name = 'SiteIdentityError';
}

/**
 * Values that appeared in this codebase's early drafts or are reserved for examples: a live
 * site that shows one of them is lying about who it is.
 */
const PLACEHOLDERS: Partial<Record<(typeof SITE_IDENTITY_VARIABLES)[number], RegExp>> = {
  SELLER_ADDRESS: /prestige tech square|42 residency road/i,
  SUPPORT_PHONE: /^\+?(91)?[\s-]*80[\s-]*4000[\s-]*0000$/,
  WHATSAPP_NUMBER: /^918040000000$/,
  SUPPORT_EMAIL: /@(.+\.)?(example(\.(com|org|net))?|invalid)$/i,
  GRIEVANCE_EMAIL: /@(.+\.)?(example(\.(com|org|net))?|invalid)$/i,
};

/** The variables a live site must set: they are printed on invoices and the privacy policy. */
const REQUIRED_IN_PRODUCTION = ['SELLER_LEGAL_NAME', 'SELLER_ADDRESS', 'SUPPORT_EMAIL'] as const;

/**
 * Reads the identity from environment variables. `production` refuses placeholders and
 * requires what invoices and the privacy policy must name. A bad value throws one line naming
 * the variable.
 */
export function siteIdentityFromEnv(
  env: Record<string, string | undefined>,
  { production }: { production: boolean },
): SiteIdentity {
  const parsed = siteIdentityEnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new SiteIdentityError(`${issue.path.join('.')}: ${issue.message}`);
  }
  const e = parsed.data;
  if (production) {
    for (const name of REQUIRED_IN_PRODUCTION) {
      if (!e[name]) {
        throw new SiteIdentityError(
          `${name}: required when NODE_ENV=production (it is shown on invoices and the privacy policy)`,
        );
      }
    }
    for (const [name, pattern] of Object.entries(PLACEHOLDERS)) {
      const value = e[name as keyof typeof e];
      if (typeof value === 'string' && pattern?.test(value)) {
        throw new SiteIdentityError(
          `${name}: ${value} is a placeholder; set the business's real details when NODE_ENV=production`,
        );
      }
    }
  }
  return {
    siteName: e.SITE_NAME,
    legalName: e.SELLER_LEGAL_NAME,
    address: e.SELLER_ADDRESS,
    supportEmail: e.SUPPORT_EMAIL,
    supportPhone: e.SUPPORT_PHONE,
    supportHours: e.SUPPORT_HOURS,
    whatsappNumber: e.WHATSAPP_NUMBER,
    social: Object.fromEntries(
      SOCIAL_NETWORKS.flatMap((network) => {
        const url = e[SOCIAL_ENV[network] as keyof typeof e];
        return url ? [[network, url]] : [];
      }),
    ),
    grievance: {
      officerName: e.GRIEVANCE_OFFICER_NAME,
      email: e.GRIEVANCE_EMAIL ?? e.SUPPORT_EMAIL,
    },
  };
}

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

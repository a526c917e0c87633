import { z } from 'zod';
import { SOCIAL_ENV, SOCIAL_NETWORKS, type SiteIdentity } from './site-identity.ts';
import { envProblems } from './env-problems.ts';

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
 * What is wrong with the identity variables, one line each naming the variable; empty when
 * they are good. `production` refuses placeholders and requires what invoices and the privacy
 * policy must name.
 */
export function siteIdentityProblems(
  env: Record<string, string | undefined>,
  { production }: { production: boolean },
): string[] {
  const parsed = siteIdentityEnvSchema.safeParse(env);
  const problems = parsed.success ? [] : envProblems(parsed.error);
  if (!production) return problems;
  for (const name of REQUIRED_IN_PRODUCTION) {
    if (!env[name]?.trim() && !problems.some((p) => p.startsWith(`${name}:`))) {
      problems.push(
        `${name}: required when NODE_ENV=production (it is shown on invoices and the privacy policy)`,
      );
    }
  }
  for (const [name, pattern] of Object.entries(PLACEHOLDERS)) {
    const value = parsed.success ? parsed.data[name as keyof typeof parsed.data] : env[name];
    if (typeof value === 'string' && pattern?.test(value)) {
      problems.push(
        `${name}: ${value} is a placeholder; set the business's real details when NODE_ENV=production`,
      );
    }
  }
  return problems;
}

/**
 * Reads the identity from environment variables. A bad value throws, with one line per
 * problem naming its variable (see siteIdentityProblems).
 */
export function siteIdentityFromEnv(
  env: Record<string, string | undefined>,
  { production }: { production: boolean },
): SiteIdentity {
  const problems = siteIdentityProblems(env, { production });
  if (problems.length > 0) throw new SiteIdentityError(problems.join('\n'));
  const e = siteIdentityEnvSchema.parse(env);
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

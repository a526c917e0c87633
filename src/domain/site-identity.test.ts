import { describe, expect, it } from 'vitest';
import { siteIdentityFromEnv } from './site-identity-env.ts';
import { identityDifferences, telHref } from './site-identity.ts';

const live = {
  SITE_NAME: 'Mentora',
  SELLER_LEGAL_NAME: 'Mentora Learning Private Limited',
  SELLER_ADDRESS: '12 Museum Road, Bengaluru, Karnataka 560025',
  SUPPORT_EMAIL: 'help@mentora.in',
};

describe('the site identity', () => {
  it('shows nothing it was not given: only the site name has a default', () => {
    expect(siteIdentityFromEnv({}, { production: false })).toEqual({
      siteName: 'Mentora',
      legalName: undefined,
      address: undefined,
      supportEmail: undefined,
      supportPhone: undefined,
      supportHours: undefined,
      whatsappNumber: undefined,
      social: {},
      grievance: { officerName: undefined, email: undefined },
    });
  });

  it('reads every variable, the WhatsApp number as digits, blanks as unset', () => {
    const identity = siteIdentityFromEnv(
      {
        ...live,
        SUPPORT_PHONE: '+91 80 4567 1234',
        WHATSAPP_NUMBER: '+91 98450 12345',
        LINKEDIN_URL: 'https://www.linkedin.com/company/mentora',
        INSTAGRAM_URL: '',
        GRIEVANCE_OFFICER_NAME: 'Asha Rao',
      },
      { production: true },
    );
    expect(identity.whatsappNumber).toBe('919845012345');
    expect(identity.social).toEqual({ linkedin: 'https://www.linkedin.com/company/mentora' });
    // The grievance contact falls back to the support address.
    expect(identity.grievance).toEqual({ officerName: 'Asha Rao', email: 'help@mentora.in' });
    expect(telHref(identity.supportPhone!)).toBe('tel:+918045671234');
  });

  it.each([
    [{ SUPPORT_EMAIL: 'help at mentora' }, /^SUPPORT_EMAIL: /],
    [{ WHATSAPP_NUMBER: '98450' }, /^WHATSAPP_NUMBER: must be the number with its country code/],
    [{ SUPPORT_PHONE: 'call us' }, /^SUPPORT_PHONE: must be a phone number/],
    [{ X_URL: 'http://x.com/mentora' }, /^X_URL: must be an https:\/\/ address/],
    [{ SELLER_ADDRESS: 'Line one\nLine two' }, /^SELLER_ADDRESS: must be one line/],
  ])('refuses %j with one line naming the variable', (env, message) => {
    expect(() => siteIdentityFromEnv(env, { production: false })).toThrow(message);
  });

  it.each([
    ['SELLER_LEGAL_NAME', /^SELLER_LEGAL_NAME: required when NODE_ENV=production/],
    ['SELLER_ADDRESS', /^SELLER_ADDRESS: required/],
    ['SUPPORT_EMAIL', /^SUPPORT_EMAIL: required/],
  ])('a live site must name %s', (name, message) => {
    expect(() => siteIdentityFromEnv({ ...live, [name]: undefined }, { production: true })).toThrow(
      message,
    );
  });

  it.each([
    { SELLER_ADDRESS: '4th Floor, Prestige Tech Square, Bengaluru 560034' },
    { SUPPORT_PHONE: '+91 80 4000 0000' },
    { WHATSAPP_NUMBER: '918040000000' },
    { SUPPORT_EMAIL: 'hello@mentora.example' },
    { GRIEVANCE_EMAIL: 'dpo@example.com' },
  ])('a live site refuses the placeholder %j', (placeholder) => {
    const [name] = Object.keys(placeholder);
    expect(() => siteIdentityFromEnv({ ...live, ...placeholder }, { production: true })).toThrow(
      new RegExp(`^${name}: .* is a placeholder`),
    );
    expect(() =>
      siteIdentityFromEnv({ ...live, ...placeholder }, { production: false }),
    ).not.toThrow();
  });

  it('names the variables two readings disagree on', () => {
    const built = siteIdentityFromEnv(live, { production: false });
    const running = siteIdentityFromEnv(
      { ...live, SUPPORT_PHONE: '+91 80 4567 1234', YOUTUBE_URL: 'https://youtube.com/@m' },
      { production: false },
    );
    expect(identityDifferences(built, running)).toEqual(['SUPPORT_PHONE', 'YOUTUBE_URL']);
    expect(identityDifferences(built, built)).toEqual([]);
  });
});

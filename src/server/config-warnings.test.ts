import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { configErrorLines, configWarnings, meantVariable } from './config-warnings.ts';

describe('start-up warnings', () => {
  it.each([
    ['SMPT_URL', 'SMTP_URL'],
    ['smtp_url', 'SMTP_URL'],
    ['SITENAME', 'SITE_NAME'],
    ['ADMIN_EMAL', 'ADMIN_EMAIL'],
    ['DATABASE_URI', 'DATABASE_URL'],
  ])('takes %s for a misspelled %s', (typed, meant) => {
    expect(meantVariable(typed)).toBe(meant);
  });

  it.each(['SMTP_URL', 'MY_OWN_THING', 'HOME', 'NODE_OPTIONS', 'PATH'])(
    'leaves %s alone',
    (name) => {
      expect(meantVariable(name)).toBeUndefined();
    },
  );

  it('warns of a production site without ADMIN_EMAIL, never of a local run', () => {
    const local = loadConfig({});
    expect(configWarnings(local, [])).toEqual([]);
    const production = { ...local, env: 'production' as const };
    expect(configWarnings(production, ['SMPT_URL'])).toEqual([
      "ADMIN_EMAIL: unset, so no account can become the owner; set the owner's address to open the staff console",
      '.env: SMPT_URL is not a setting this site reads; did you mean SMTP_URL?',
    ]);
  });

  it('points out a misspelled .env name after the configuration errors it may explain', () => {
    expect(
      configErrorLines('SMTP_URL: required\nPORT: must be a port', ['SMPT_URL', 'MY_OWN_THING']),
    ).toEqual([
      'Configuration error: SMTP_URL: required',
      'Configuration error: PORT: must be a port',
      'Configuration warning: .env: SMPT_URL is not a setting this site reads; did you mean SMTP_URL?',
    ]);
  });
});

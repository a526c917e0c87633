import { describe, expect, it } from 'vitest';
import { mailboxKey, sameAddress } from './email-addresses.ts';
import { emailField } from './fields.ts';

const LOOK_ALIKE =
  'Use the address exactly as your mail provider writes it: it contains look-alike characters.';
const INVISIBLE =
  'This email address has an invisible character (such as a zero-width space or a soft hyphen). Type it again.';
const MIXED =
  'This email address mixes alphabets (such as Latin and Cyrillic letters) in one part. Type it exactly as your mail provider writes it.';

describe('an email address in the one form mail is sent to', () => {
  it.each([
    'ａdmin@example.com',
    'admin@ｅxample.com',
    'asha@example.\uFF43om',
    'ﬁnance@example.com',
    'asha²@example.com',
  ])('refuses %j, which NFKC would change', (address) => {
    const result = emailField.safeParse(address);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(LOOK_ALIKE);
  });

  it.each(['a\u0000b@example.com', 'a\uD800b@example.com', 'a\uFFFEb@example.com'])(
    'refuses %j, which is not text',
    (address) => {
      expect(emailField.safeParse(address).error?.issues[0]?.message).toBe('Enter a valid email.');
    },
  );

  it.each([
    'ad\u200Bmin@example.test', // zero-width space
    'ad\u00ADmin@example.test', // soft hyphen
    'admin\u2060@example.test', // word joiner
    'admin@exam\u202Eple.test', // right-to-left override
    'ad\u3164min@example.test', // Hangul filler
  ])('refuses %j, which has an invisible character', (address) => {
    expect(emailField.safeParse(address).error?.issues[0]?.message).toBe(INVISIBLE);
  });

  it.each([
    '\u0430dmin@example.test', // Cyrillic а among Latin letters
    'admin@ex\u0430mple.test',
    'admin@example.\u0442est', // Cyrillic т
    'p\u03B1ypal@example.com', // Greek α
    'amit\u0905\u092E\u093F\u0924@example.com', // Latin then Devanagari in one part
  ])('refuses %j, which mixes alphabets in one part', (address) => {
    expect(emailField.safeParse(address).error?.issues[0]?.message).toBe(MIXED);
  });

  it.each([
    '\u0440\u0430\u0443\u0440\u0430\u04CF@example.com', // 'paypal' in Cyrillic letters alone
    'admin@\u0435\u0445\u0430\u0440\u0440\u04CF\u0435.com', // 'exapple' in Cyrillic
    '\u13AA\u13A0\u13B7\u13A5\u13C1@example.com', // Cherokee letters drawn like 'ADMIN'
  ])('refuses %j, which is written in look-alikes of Latin letters', (address) => {
    expect(emailField.safeParse(address).error?.issues[0]?.message).toBe(LOOK_ALIKE);
  });

  it.each([
    '\u0438\u0432\u0430\u043D@\u043F\u043E\u0447\u0442\u0430.\u0440\u0444', // иван@почта.рф
    '\u0905\u092E\u093F\u0924@\u0909\u0926\u093E\u0939\u0930\u0923.\u092D\u093E\u0930\u0924', // Devanagari
    '\u5C71\u7530@\u4F8B\u3048.jp', // 山田@例え.jp
    'yamada\u592A\u90CE@example.jp', // Latin with Han, as Japanese addresses are written
    'asha.rao+news@mail-1.example.co.in',
  ])('takes %j, each part in one script', (address) => {
    expect(emailField.parse(address)).toBe(address);
  });

  it('takes an address as it is written, accents and capitals included', () => {
    expect(emailField.parse(' Asha.Rao@Example.com ')).toBe('Asha.Rao@Example.com');
    expect(emailField.parse('zoë@example.com')).toBe('zoë@example.com');
  });

  it('is the same address only when it differs by ASCII case', () => {
    expect(sameAddress('Admin@Example.COM', 'admin@example.com')).toBe(true);
    expect(sameAddress('ａdmin@example.com', 'admin@example.com')).toBe(false);
    // 'K' (Kelvin sign) lower-cases to 'k' in Unicode, but it is another address.
    expect(sameAddress('\u212Aumar@example.com', 'kumar@example.com')).toBe(false);
  });
});

describe('the mailbox an address reaches', () => {
  it('counts name+tag@ as name@, whatever the case', () => {
    expect(mailboxKey('Asha+News@Example.com')).toBe('asha@example.com');
    expect(mailboxKey('asha+a+b@example.com')).toBe('asha@example.com');
    expect(mailboxKey(' ASHA@example.com ')).toBe('asha@example.com');
  });

  it('keeps an address whose local part starts with + or has none after the @', () => {
    expect(mailboxKey('+asha@example.com')).toBe('+asha@example.com');
    expect(mailboxKey('asha@ex+ample.com')).toBe('asha@ex+ample.com');
  });
});

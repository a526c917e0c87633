import { describe, expect, it } from 'vitest';
import { mailboxKey, sameAddress } from './email-addresses.ts';
import { emailField } from './fields.ts';

const LOOK_ALIKE =
  'Use the address exactly as your mail provider writes it: it contains look-alike characters.';

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

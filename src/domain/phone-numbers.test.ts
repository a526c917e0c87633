import { describe, expect, it } from 'vitest';
import { normalisePhone, phoneField } from './fields.ts';

describe('phone numbers as people type them', () => {
  it.each([
    '+91 98765 43210',
    '098765-43210',
    '98765 43210',
    '9876543210',
    '+91-98765-43210',
    '0091 98765 43210',
    '91 98765 43210',
    '(98765) 43210',
    ' 98765.43210 ',
  ])('reads %j as 9876543210', (typed) => {
    expect(normalisePhone(typed)).toBe('9876543210');
    expect(phoneField.parse(typed)).toBe('9876543210');
  });

  it.each([
    '',
    '98765',
    '98765432101',
    '+1 98765 43210',
    '+91 98765 4321',
    '0 0 98765 43210',
    '98765 43210 ext 2',
    '+9198765432101',
    '９８７６５４３２１０',
  ])('refuses %j with the spec message', (typed) => {
    expect(normalisePhone(typed)).toBeUndefined();
    const result = phoneField.safeParse(typed);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Enter a 10-digit phone number.');
  });
});

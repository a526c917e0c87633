import { describe, expect, it } from 'vitest';
import {
  contactEnquirySchema,
  freelancingEnquirySchema,
  programEnquirySchema,
} from './enquiries.ts';
import { enquiryReplyBy } from './enquiry-reply.ts';
import { sampleContactEnquiry as contact } from './enquiries.fixtures.ts';
import { firstIssue } from './errors.ts';

function errorFor(input: unknown) {
  const result = contactEnquirySchema.safeParse(input);
  if (result.success) throw new Error('expected the input to be refused');
  return firstIssue(result.error);
}

describe('contact enquiry schema', () => {
  it('accepts a complete enquiry and trims the text', () => {
    const parsed = contactEnquirySchema.parse({ ...contact, name: '  Asha Rao  ' });
    expect(parsed.name).toBe('Asha Rao');
  });

  it('ignores unknown fields', () => {
    expect(contactEnquirySchema.parse({ ...contact, admin: true })).not.toHaveProperty('admin');
  });

  it.each([
    ['name', '   ', 'Enter a valid name.'],
    ['email', 'asha@example', 'Enter a valid email.'],
    ['email', 'asha @example.com', 'Enter a valid email.'],
    ['phone', '98765', 'Enter a 10-digit phone number.'],
    ['phone', '98765432101', 'Enter a 10-digit phone number.'],
    ['phone', '98765-4321', 'Enter a 10-digit phone number.'],
    ['company', 'x'.repeat(121), 'Company must be at most 120 characters.'],
    ['subject', '', 'Enter a subject.'],
    ['message', '', 'Enter a message.'],
  ])('refuses a bad %s (%j) with its message', (field, value, message) => {
    expect(errorFor({ ...contact, [field]: value })).toEqual({ error: message, field });
  });

  it('takes Company as optional: missing or blank is empty', () => {
    const { company: _company, ...withoutCompany } = contact;
    expect(contactEnquirySchema.parse(withoutCompany).company).toBe('');
    expect(contactEnquirySchema.parse({ ...contact, company: '  ' }).company).toBe('');
  });

  it('reads the phone as people type it', () => {
    expect(contactEnquirySchema.parse({ ...contact, phone: '+91 98765 43210' }).phone).toBe(
      '9876543210',
    );
  });

  it('names a missing field and a field of the wrong type', () => {
    const { phone: _phone, ...withoutPhone } = contact;
    expect(errorFor(withoutPhone)).toEqual({
      error: 'Enter a 10-digit phone number.',
      field: 'phone',
    });
    expect(errorFor({ ...contact, email: 42 })).toEqual({
      error: 'Enter a valid email.',
      field: 'email',
    });
  });

  it('refuses text over the maximum length', () => {
    expect(errorFor({ ...contact, message: 'x'.repeat(5001) })).toEqual({
      error: 'Message must be at most 5000 characters.',
      field: 'message',
    });
  });

  it('refuses a body that is not an object', () => {
    expect(errorFor('hello')).toEqual({ error: 'Send the form as a JSON object.' });
    expect(errorFor(null)).toEqual({ error: 'Send the form as a JSON object.' });
  });
});

describe('program and freelancing enquiry schemas', () => {
  const base = {
    name: 'Ravi',
    email: 'ravi@example.in',
    phone: '9123456780',
    company: 'NIT Trichy',
  };

  it('take an optional message with a program enquiry', () => {
    const withMessage = { ...base, program: 'Python', message: ' Weekend batches? ' };
    expect(programEnquirySchema.parse(withMessage).message).toBe('Weekend batches?');
    expect(programEnquirySchema.parse({ ...base, program: 'Python' }).message).toBe('');
  });

  it('need the program', () => {
    expect(programEnquirySchema.safeParse({ ...base, program: 'Python' }).success).toBe(true);
    const result = programEnquirySchema.safeParse(base);
    expect(result.success || firstIssue(result.error)).toEqual({
      error: 'Choose a program.',
      field: 'program',
    });
  });

  it('need the goal and preference', () => {
    const full = {
      ...base,
      program: 'UI/UX Design',
      officeMotive: 'Hire two designers',
      preference: 'Remote',
    };
    expect(freelancingEnquirySchema.safeParse(full).success).toBe(true);
    const result = freelancingEnquirySchema.safeParse({ ...full, officeMotive: ' ' });
    expect(result.success || firstIssue(result.error)).toEqual({
      error: 'Tell us your goal.',
      field: 'officeMotive',
    });
  });
});

describe('when an enquiry is answered', () => {
  it.each([
    ['2026-11-23T09:00:00Z', 'Tuesday, 24 November'], // Monday in IST
    ['2026-11-23T20:00:00Z', 'Wednesday, 25 November'], // already Tuesday 01:30 IST
    ['2026-11-28T06:00:00Z', 'Monday, 30 November'], // Saturday: Sunday is no working day
    ['2026-11-29T06:00:00Z', 'Monday, 30 November'], // Sunday
  ])('an enquiry at %s is answered by the end of %s', (at, day) => {
    expect(enquiryReplyBy(new Date(at))).toBe(day);
  });
});

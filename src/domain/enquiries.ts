import { z } from 'zod';
import { LIMITS, companyField, emailField, nameField, phoneField, requiredText } from './fields.ts';

const BODY = { error: 'Send the form as a JSON object.' };

const programField = requiredText({
  required: 'Choose a program.',
  label: 'Program',
  max: LIMITS.program,
});

export const contactEnquirySchema = z.object(
  {
    name: nameField,
    email: emailField,
    phone: phoneField,
    company: companyField,
    subject: requiredText({ required: 'Enter a subject.', label: 'Subject', max: LIMITS.subject }),
    message: requiredText({ required: 'Enter a message.', label: 'Message', max: LIMITS.message }),
  },
  BODY,
);

export const programEnquirySchema = z.object(
  {
    name: nameField,
    email: emailField,
    phone: phoneField,
    company: companyField,
    program: programField,
  },
  BODY,
);

export const freelancingEnquirySchema = z.object(
  {
    name: nameField,
    email: emailField,
    phone: phoneField,
    company: companyField,
    officeMotive: requiredText({
      required: 'Tell us the office motive.',
      label: 'Office motive',
      max: LIMITS.officeMotive,
    }),
    preference: requiredText({
      required: 'Tell us your preference.',
      label: 'Preference',
      max: LIMITS.preference,
    }),
    program: programField,
  },
  BODY,
);

export type ContactEnquiry = z.infer<typeof contactEnquirySchema>;
export type ProgramEnquiry = z.infer<typeof programEnquirySchema>;
export type FreelancingEnquiry = z.infer<typeof freelancingEnquirySchema>;

/** What the enquiry endpoints answer on success. */
export const enquiryCreatedSchema = z.object({ ok: z.literal(true), id: z.number().int() });
export type EnquiryCreated = z.infer<typeof enquiryCreatedSchema>;

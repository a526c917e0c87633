import { z } from './zod.ts';
import { FREELANCING_PAGES, PROGRAMS } from './catalogue/programs.ts';
import { LIMITS } from './field-limits.ts';
import {
  companyField,
  emailField,
  nameField,
  optionalText,
  phoneField,
  requiredText,
} from './fields.ts';

const BODY = { error: 'Send the form as a JSON object.' };

// Functions, not sets: the catalogue is the one published when the form is checked.
const programNames = () => PROGRAMS.map((p) => p.name);
const freelancingNames = () => FREELANCING_PAGES.map((f) => f.name);

/** A program of the catalogue, by the name the forms prefill. */
const oneOf = (names: () => string[]) =>
  requiredText({ required: 'Choose a program.', label: 'Program', max: LIMITS.program }).refine(
    (name) => names().includes(name),
    { error: 'Choose a program from the catalogue.' },
  );

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
    program: oneOf(programNames),
    message: optionalText({ label: 'Message', max: LIMITS.message }),
  },
  BODY,
);

export const freelancingEnquirySchema = z.object(
  {
    name: nameField,
    email: emailField,
    phone: phoneField,
    company: companyField,
    // The API and the database keep the first form's name for it; people read 'your goal'.
    officeMotive: requiredText({
      required: 'Tell us your goal.',
      label: 'Your goal',
      max: LIMITS.officeMotive,
    }),
    preference: requiredText({
      required: 'Tell us your preference.',
      label: 'Preference',
      max: LIMITS.preference,
    }),
    program: oneOf(freelancingNames),
  },
  BODY,
);

export type ContactEnquiry = z.infer<typeof contactEnquirySchema>;
export type ProgramEnquiry = z.infer<typeof programEnquirySchema>;
export type FreelancingEnquiry = z.infer<typeof freelancingEnquirySchema>;

/** What the enquiry endpoints answer on success. */
export const enquiryCreatedSchema = z.object({ ok: z.literal(true), id: z.number().int() });
export type EnquiryCreated = z.infer<typeof enquiryCreatedSchema>;

import type { ContactEnquiry } from './enquiries.ts';

/** A valid contact enquiry for tests to start from and spoil one field at a time. */
export const sampleContactEnquiry: ContactEnquiry = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '9876543210',
  company: 'Acme Pvt Ltd',
  subject: 'Weekend batches',
  message: 'Do you run weekend batches?\nI work on weekdays.',
};

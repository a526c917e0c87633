import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { contactEnquirySchema, type ContactEnquiry } from '../../../domain/enquiries.ts';
import { Button } from '../../components/button.tsx';
import { TextAreaField, TextField } from '../../components/form-field.tsx';
import { zodResolver } from '../../lib/zod-resolver.ts';
import { EnquiryStatus } from './enquiry-status.tsx';
import { sendEnquiry, type EnquiryOutcome } from './send-enquiry.ts';

const empty: ContactEnquiry = {
  name: '',
  email: '',
  phone: '',
  company: '',
  subject: '',
  message: '',
};

export function ContactForm() {
  const [outcome, setOutcome] = useState<EnquiryOutcome | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(contactEnquirySchema), defaultValues: empty });

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    const result = await sendEnquiry('/api/contact-enquiry-email/', values, { showReason: true });
    setOutcome(result);
    if (result.ok) reset(empty);
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-5"
      aria-label="Contact enquiry"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Name"
          autoComplete="name"
          required
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          required
          error={errors.phone?.message}
          {...register('phone')}
        />
        <TextField
          label="Company"
          autoComplete="organization"
          required
          error={errors.company?.message}
          {...register('company')}
        />
      </div>
      <TextField
        label="Subject"
        required
        error={errors.subject?.message}
        {...register('subject')}
      />
      <TextAreaField
        label="Message"
        required
        rows={5}
        error={errors.message?.message}
        {...register('message')}
      />
      <EnquiryStatus outcome={outcome} />
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Sending...' : 'Send enquiry'}
        </Button>
      </div>
    </form>
  );
}

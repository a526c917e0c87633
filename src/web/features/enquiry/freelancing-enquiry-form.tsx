import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { freelancingEnquirySchema } from '../../../domain/enquiries.ts';
import { Button } from '../../components/button.tsx';
import { TextAreaField, TextField } from '../../components/form-field.tsx';
import { zodResolver } from '../../lib/zod-resolver.ts';
import { EnquiryStatus } from './enquiry-status.tsx';
import { sendEnquiry, type EnquiryOutcome } from './send-enquiry.ts';

export function FreelancingEnquiryForm({ program }: { program: string }) {
  const [outcome, setOutcome] = useState<EnquiryOutcome | null>(null);
  const empty = {
    name: '',
    email: '',
    phone: '',
    company: '',
    officeMotive: '',
    preference: '',
    program,
  };
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(freelancingEnquirySchema), defaultValues: empty });

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    const result = await sendEnquiry('/api/freelancing-program-dev-enquiry-email/', values, {
      showReason: false,
    });
    setOutcome(result);
    if (result.ok) reset(empty);
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      aria-label={`${program} freelancing enquiry`}
    >
      <input type="hidden" {...register('program')} />
      <div className="grid gap-4 sm:grid-cols-2">
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
      <TextAreaField
        label="Office motive"
        rows={3}
        required
        error={errors.officeMotive?.message}
        {...register('officeMotive')}
      />
      <TextField
        label="Preference"
        placeholder="For example: remote, within six weeks"
        required
        error={errors.preference?.message}
        {...register('preference')}
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

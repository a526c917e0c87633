import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { programEnquirySchema } from '../../../domain/enquiries.ts';
import { Button } from '../../components/button.tsx';
import { TextField } from '../../components/form-field.tsx';
import { zodResolver } from '../../lib/zod-resolver.ts';
import { EnquiryStatus } from './enquiry-status.tsx';
import { sendEnquiry, type EnquiryOutcome } from './send-enquiry.ts';

/** The enquiry form beside a program's picture; the program is fixed by the page. */
export function ProgramEnquiryForm({ program }: { program: string }) {
  const [outcome, setOutcome] = useState<EnquiryOutcome | null>(null);
  const empty = { name: '', email: '', phone: '', company: '', program };
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(programEnquirySchema), defaultValues: empty });

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    const result = await sendEnquiry('/api/program-dev-enquiry-email/', values, {
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
      aria-label={`Enquire about ${program}`}
    >
      <input type="hidden" {...register('program')} />
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
      <EnquiryStatus outcome={outcome} />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Sending...' : 'Send enquiry'}
      </Button>
    </form>
  );
}

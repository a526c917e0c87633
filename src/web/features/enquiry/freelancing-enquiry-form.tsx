import { Button } from '../../components/button.tsx';
import { TextAreaField, TextField } from '../../components/form-field.tsx';
import { ContactFields } from './contact-fields.tsx';
import { EnquiryStatus } from './enquiry-status.tsx';
import { useEnquiryForm } from './use-enquiry-form.ts';

export function FreelancingEnquiryForm({ program }: { program: string }) {
  const { form, onSubmit, outcome } = useEnquiryForm({
    schema: () => import('../../../domain/enquiries.ts').then((m) => m.freelancingEnquirySchema),
    endpoint: '/api/freelancing-program-dev-enquiry-email/',
    empty: {
      name: '',
      email: '',
      phone: '',
      company: '',
      officeMotive: '',
      preference: '',
      program,
    },
    showReason: false,
  });
  const { register, formState } = form;
  const { errors, isSubmitting } = formState;

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      aria-label={`${program} freelancing enquiry`}
    >
      <input type="hidden" {...register('program')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <ContactFields register={register} errors={errors} />
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

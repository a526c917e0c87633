import { Button } from '../../components/button.tsx';
import { TextAreaField } from '../../components/form-field.tsx';
import { ContactFields } from './contact-fields.tsx';
import { EnquiryStatus } from './enquiry-status.tsx';
import { useEnquiryForm } from './use-enquiry-form.ts';

/** The enquiry form beside a program's picture; the program is fixed by the page. */
export function ProgramEnquiryForm({ program }: { program: string }) {
  const { form, onSubmit, outcome } = useEnquiryForm({
    schema: () => import('../../../domain/enquiries.ts').then((m) => m.programEnquirySchema),
    endpoint: '/api/program-dev-enquiry-email/',
    empty: { name: '', email: '', phone: '', company: '', program, message: '' },
    showReason: false,
  });
  const { register, formState } = form;

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      aria-label={`Enquire about ${program}`}
    >
      <input type="hidden" {...register('program')} />
      <ContactFields register={register} errors={formState.errors} />
      <TextAreaField
        label="Message (optional)"
        rows={3}
        placeholder="Your background, or what you want to learn"
        error={formState.errors.message?.message}
        {...register('message')}
      />
      <EnquiryStatus outcome={outcome} />
      <Button type="submit" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Sending...' : 'Send enquiry'}
      </Button>
    </form>
  );
}

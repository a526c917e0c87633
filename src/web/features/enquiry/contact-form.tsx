import type { ContactEnquiry } from '../../../domain/enquiries.ts';
import { Button } from '../../components/button.tsx';
import { TextAreaField, TextField } from '../../components/form-field.tsx';
import { ContactFields } from './contact-fields.tsx';
import { EnquiryStatus } from './enquiry-status.tsx';
import { useEnquiryForm } from './use-enquiry-form.ts';

const empty: ContactEnquiry = {
  name: '',
  email: '',
  phone: '',
  company: '',
  subject: '',
  message: '',
};

export function ContactForm() {
  const { form, onSubmit, outcome } = useEnquiryForm({
    schema: () => import('../../../domain/enquiries.ts').then((m) => m.contactEnquirySchema),
    endpoint: '/api/contact-enquiry-email/',
    empty,
    showReason: true,
  });
  const { register, formState } = form;
  const { errors, isSubmitting } = formState;

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-5"
      aria-label="Contact enquiry"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <ContactFields register={register} errors={errors} />
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

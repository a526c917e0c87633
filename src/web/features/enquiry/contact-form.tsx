import { TextAreaField, TextField } from '../../components/form-field.tsx';
import { ContactFields, NO_CONTACT } from './contact-fields.tsx';
import { EnquiryActions } from './enquiry-actions.tsx';
import { useEnquiryForm } from './use-enquiry-form.ts';

export function ContactForm() {
  const { register, errors, sending, onSubmit, outcome } = useEnquiryForm({
    kind: 'contact',
    schema: (schemas) => schemas.contactEnquirySchema,
    empty: { ...NO_CONTACT, subject: '', message: '' },
  });

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
      <EnquiryActions outcome={outcome} sending={sending} />
    </form>
  );
}

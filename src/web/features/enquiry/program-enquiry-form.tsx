import { TextAreaField } from '../../components/form-field.tsx';
import { ContactFields, NO_CONTACT } from './contact-fields.tsx';
import { EnquiryActions } from './enquiry-actions.tsx';
import { useEnquiryForm } from './use-enquiry-form.ts';

/** The enquiry form beside a program's picture; the program is fixed by the page. */
export function ProgramEnquiryForm({ program }: { program: string }) {
  const { register, errors, sending, onSubmit, outcome } = useEnquiryForm({
    kind: 'program',
    schema: (schemas) => schemas.programEnquirySchema,
    empty: { ...NO_CONTACT, program, message: '' },
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      aria-label={`Enquire about ${program}`}
    >
      <input type="hidden" {...register('program')} />
      <ContactFields register={register} errors={errors} />
      <TextAreaField
        label="Message (optional)"
        rows={3}
        placeholder="Your background, or what you want to learn"
        error={errors.message?.message}
        {...register('message')}
      />
      <EnquiryActions outcome={outcome} sending={sending} fullWidth />
    </form>
  );
}

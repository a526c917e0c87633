import { TextAreaField, TextField } from '../../components/form-field.tsx';
import { ContactFields, NO_CONTACT } from './contact-fields.tsx';
import { EnquiryActions } from './enquiry-actions.tsx';
import { useEnquiryForm } from './use-enquiry-form.ts';

export function FreelancingEnquiryForm({ program }: { program: string }) {
  const { register, errors, sending, onSubmit, outcome } = useEnquiryForm({
    kind: 'freelancing',
    schema: (schemas) => schemas.freelancingEnquirySchema,
    empty: { ...NO_CONTACT, officeMotive: '', preference: '', program },
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
        <ContactFields register={register} errors={errors} />
      </div>
      <TextAreaField
        label="Your goal"
        placeholder="For example: more customers from our website"
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
      <EnquiryActions outcome={outcome} sending={sending} />
    </form>
  );
}

import { useController, type UseFormReturn } from 'react-hook-form';
import { ContactList } from '@/components/company-form/ContactList';
import type { CompanyFormMode } from '@/components/company-form/schemas';
import type { CompanyFormValues } from '@/components/company-form/values';
import { FormSection } from './FormSection';

/** The company's contacts, added and edited through the contact list's dialog. */
export function ContactsSection({
  form,
  mode,
  disabled,
}: {
  form: UseFormReturn<CompanyFormValues>;
  mode: CompanyFormMode;
  disabled?: boolean;
}) {
  const { field, fieldState } = useController({ control: form.control, name: 'contacts' });
  return (
    <FormSection title="Contacts">
      <ContactList
        contacts={field.value ?? []}
        onChange={(next) => field.onChange(next)}
        mode={mode}
        editable
        disabled={disabled}
        error={fieldState.error?.message}
      />
    </FormSection>
  );
}

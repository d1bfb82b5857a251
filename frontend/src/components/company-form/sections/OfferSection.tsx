import type { UseFormReturn } from 'react-hook-form';
import { RichTextField } from '@/components/company-form/fields/RichTextField';
import type { CompanyFormValues } from '@/components/company-form/values';
import { FormSection } from './FormSection';

/** The exclusive offer for partners found through the marketplace. */
export function OfferSection({ form, disabled }: { form: UseFormReturn<CompanyFormValues>; disabled?: boolean }) {
  return (
    <FormSection title="Exclusive offer" description="What partners who find you here get that others don't.">
      <RichTextField control={form.control} name="offerDescription" label="Exclusive offer" disabled={disabled} />
    </FormSection>
  );
}

import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { UseFormReturn } from 'react-hook-form';
import { muiField } from '@/lib/forms/muiField';
import { MultiSelectField } from '@/components/company-form/fields/MultiSelectField';
import { RichTextField } from '@/components/company-form/fields/RichTextField';
import { SelectField } from '@/components/company-form/fields/SelectField';
import type { CompanyFormOptions } from '@/components/company-form/options';
import type { CompanyFormValues } from '@/components/company-form/values';
import { FormSection } from './FormSection';

interface SectionProps {
  form: UseFormReturn<CompanyFormValues>;
  options: CompanyFormOptions;
  disabled?: boolean;
  loading?: boolean;
}

/** Partnership types, partner page, program description and partner readiness. */
export function PartnerProgramSection({ form, options, disabled, loading }: SectionProps) {
  return (
    <FormSection title="Partner program">
      <Stack spacing={2.5}>
        <MultiSelectField
          control={form.control}
          name="partnershipTypeIds"
          label="Partnership types"
          options={options.partnershipTypes}
          loading={loading}
          disabled={disabled}
        />
        <TextField
          {...muiField(form, 'partnerPage')}
          label="Partner page"
          placeholder="https://www.example.com/partners"
          disabled={disabled}
          fullWidth
          autoComplete="url"
        />
        <RichTextField
          control={form.control}
          name="partnerProgramDescription"
          label="Partner program description"
          disabled={disabled}
        />
        <SelectField
          control={form.control}
          name="partnerReadiness"
          label="Partner readiness"
          options={options.readinessLevels}
          disabled={disabled}
        />
      </Stack>
    </FormSection>
  );
}

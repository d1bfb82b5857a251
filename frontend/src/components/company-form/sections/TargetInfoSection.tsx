import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { MultiSelectField } from '@/components/company-form/fields/MultiSelectField';
import { SelectField } from '@/components/company-form/fields/SelectField';
import type { CompanyFormOptions } from '@/components/company-form/options';
import type { CompanyFormValues } from '@/components/company-form/values';
import { FormSection } from './FormSection';

interface ScopeCheckboxProps {
  form: UseFormReturn<CompanyFormValues>;
  name: 'isIndustryAgnostic' | 'isGeoGlobal';
  label: string;
  /** The selector this checkbox makes unnecessary: its error goes when checked. */
  clears: 'targetIndustryIds' | 'geoRegionIds';
  disabled?: boolean;
}

/** "Industry agnostic" / "Global": a checkbox that disables and clears its multi-select's rule. */
function ScopeCheckbox({ form, name, label, clears, disabled }: ScopeCheckboxProps) {
  const { control, clearErrors } = form;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          disabled={disabled}
          control={
            <Checkbox
              name={field.name}
              slotProps={{ input: { ref: field.ref } }}
              checked={Boolean(field.value)}
              onBlur={field.onBlur}
              onChange={(event) => {
                field.onChange(event.target.checked);
                if (event.target.checked) clearErrors(clears);
              }}
            />
          }
        />
      )}
    />
  );
}

interface SectionProps {
  form: UseFormReturn<CompanyFormValues>;
  options: CompanyFormOptions;
  disabled?: boolean;
  loading?: boolean;
}

/**
 * Target industries (disabled by "Industry agnostic"), customer segments, regions grouped by
 * region (disabled by "Global"), deal sizes and the goal for next year.
 */
export function TargetInfoSection({ form, options, disabled, loading }: SectionProps) {
  const { control } = form;
  const [agnostic, global] = useWatch({ control, name: ['isIndustryAgnostic', 'isGeoGlobal'] });
  return (
    <FormSection title="Target info">
      <Stack spacing={2.5}>
        <Stack spacing={0.5}>
          <MultiSelectField
            control={control}
            name="targetIndustryIds"
            label="Target industries"
            options={options.industries}
            loading={loading}
            disabled={disabled || agnostic}
          />
          <ScopeCheckbox
            form={form}
            name="isIndustryAgnostic"
            label="Industry agnostic"
            clears="targetIndustryIds"
            disabled={disabled}
          />
        </Stack>
        <MultiSelectField
          control={control}
          name="marketSegmentIds"
          label="Target customer segments"
          options={options.marketSegments}
          loading={loading}
          disabled={disabled}
        />
        <Stack spacing={0.5}>
          <MultiSelectField
            control={control}
            name="geoRegionIds"
            label="Target regions"
            options={options.geoRegions}
            grouped
            loading={loading}
            disabled={disabled || global}
          />
          <ScopeCheckbox form={form} name="isGeoGlobal" label="Global" clears="geoRegionIds" disabled={disabled} />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ '& > *': { flex: 1, minWidth: 0 } }}>
          <MultiSelectField
            control={control}
            name="dealSizeIds"
            label="Deal sizes"
            options={options.dealSizes}
            loading={loading}
            disabled={disabled}
            helperText="Optional"
          />
          <SelectField
            control={control}
            name="goalForNextYear"
            label="Goal for next year"
            options={options.goals}
            disabled={disabled}
            helperText="Optional"
          />
        </Stack>
      </Stack>
    </FormSection>
  );
}

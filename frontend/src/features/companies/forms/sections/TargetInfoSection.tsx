import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { MultiSelectField } from '../fields/MultiSelectField';
import { SelectField } from '../fields/SelectField';
import type { CompanyFormOptions } from '../options';
import type { CompanyFormValues } from '../values';
import { FormSection } from './FormSection';

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
  const { control, clearErrors } = form;
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
          <Controller
            control={control}
            name="isIndustryAgnostic"
            render={({ field }) => (
              <FormControlLabel
                label="Industry agnostic"
                disabled={disabled}
                control={
                  <Checkbox
                    name={field.name}
                    slotProps={{ input: { ref: field.ref } }}
                    checked={Boolean(field.value)}
                    onBlur={field.onBlur}
                    onChange={(event) => {
                      field.onChange(event.target.checked);
                      if (event.target.checked) clearErrors('targetIndustryIds');
                    }}
                  />
                }
              />
            )}
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
          <Controller
            control={control}
            name="isGeoGlobal"
            render={({ field }) => (
              <FormControlLabel
                label="Global"
                disabled={disabled}
                control={
                  <Checkbox
                    name={field.name}
                    slotProps={{ input: { ref: field.ref } }}
                    checked={Boolean(field.value)}
                    onBlur={field.onBlur}
                    onChange={(event) => {
                      field.onChange(event.target.checked);
                      if (event.target.checked) clearErrors('geoRegionIds');
                    }}
                  />
                }
              />
            )}
          />
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

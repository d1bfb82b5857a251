import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useController, type Control } from 'react-hook-form';
import type { CompanyFormValues } from '@/components/company-form/values';

export const EMPTY_SELECTOR_TEXT = 'No items found.';

export interface MultiSelectOption {
  id: number;
  name: string;
  /** Heading the option is grouped under (e.g. a sub-region's region). */
  group?: string | null;
}

type IdListField = 'targetIndustryIds' | 'marketSegmentIds' | 'geoRegionIds' | 'dealSizeIds' | 'partnershipTypeIds';

interface MultiSelectFieldProps {
  control: Control<CompanyFormValues>;
  name: IdListField;
  label: string;
  options: MultiSelectOption[];
  disabled?: boolean;
  loading?: boolean;
  grouped?: boolean;
  helperText?: string;
  placeholder?: string;
}

/** A labelled multi-select (Autocomplete) over id/name options; the value is a list of ids. */
export function MultiSelectField({
  control,
  name,
  label,
  options,
  disabled,
  loading,
  grouped,
  helperText,
  placeholder,
}: MultiSelectFieldProps) {
  const { field, fieldState } = useController({ control, name });
  const ids = field.value ?? [];
  const sorted = grouped
    ? [...options].sort((a, b) => (a.group ?? '').localeCompare(b.group ?? '') || a.name.localeCompare(b.name))
    : options;
  const selected = sorted.filter((option) => ids.includes(option.id));
  return (
    <Autocomplete
      multiple
      fullWidth
      disableCloseOnSelect
      options={sorted}
      value={selected}
      loading={loading}
      disabled={disabled}
      groupBy={grouped ? (option) => option.group ?? '' : undefined}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      noOptionsText={EMPTY_SELECTOR_TEXT}
      onChange={(_event, next) => field.onChange(next.map((option) => option.id))}
      onBlur={field.onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={label}
          placeholder={selected.length === 0 ? placeholder : undefined}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}

import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useController, type Control } from 'react-hook-form';
import type { CompanyFormValues } from '@/components/company-form/values';

type CodeField = 'partnerType' | 'companySize' | 'goalForNextYear' | 'partnerReadiness';

interface SelectFieldProps {
  control: Control<CompanyFormValues>;
  name: CodeField;
  label: string;
  options: { id: number; name: string }[];
  disabled?: boolean;
  required?: boolean;
  helperText?: string;
}

/** A labelled single select of a numeric code; '' while nothing is chosen. */
export function SelectField({ control, name, label, options, disabled, required, helperText }: SelectFieldProps) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      select
      fullWidth
      name={field.name}
      inputRef={field.ref}
      label={label}
      value={field.value === '' || field.value === undefined ? '' : String(field.value)}
      onChange={(event) => field.onChange(event.target.value === '' ? '' : Number(event.target.value))}
      onBlur={field.onBlur}
      disabled={disabled}
      required={required}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
    >
      <MenuItem value="">
        <em>Not selected</em>
      </MenuItem>
      {options.map((option) => (
        <MenuItem key={option.id} value={String(option.id)}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { useDebouncedValue } from '@/lib/useDebouncedValue';
import { FILTER_DEBOUNCE_MS, MAX_SELECTIONS, type Option } from './criteria';

export const EMPTY_SELECTOR_TEXT = 'No items found.';

interface CriteriaSelectProps {
  label: string;
  options: Option[];
  value: Option[];
  onChange: (value: Option[]) => void;
  disabled?: boolean;
  loading?: boolean;
  placeholder?: string;
  /** Group options under their `group` (sub-regions under their region). */
  grouped?: boolean;
}

const matchName = createFilterOptions<Option>({ stringify: (option) => `${option.name} ${option.group ?? ''}` });

/**
 * A discovery filter: a multi-select of at most 3 options (spec section 5) whose list
 * narrows as the member types, 500 ms after the last key (spec section 9).
 */
export function CriteriaSelect({
  label,
  options,
  value,
  onChange,
  disabled,
  loading,
  placeholder,
  grouped,
}: CriteriaSelectProps) {
  const [input, setInput] = useState('');
  const query = useDebouncedValue(input, FILTER_DEBOUNCE_MS);
  const full = value.length >= MAX_SELECTIONS;
  const sorted = useMemo(
    () =>
      grouped
        ? [...options].sort((a, b) => (a.group ?? '').localeCompare(b.group ?? '') || a.name.localeCompare(b.name))
        : options,
    [grouped, options],
  );
  return (
    <Autocomplete
      multiple
      fullWidth
      disableCloseOnSelect
      options={sorted}
      value={value}
      disabled={disabled}
      loading={loading}
      inputValue={input}
      onInputChange={(_event, next, reason) => {
        // Choosing an option keeps what was typed, so several matches can be picked in a row.
        if (reason !== 'reset') setInput(next);
      }}
      filterOptions={(all, state) => matchName(all, { ...state, inputValue: input === '' ? '' : query })}
      groupBy={grouped ? (option) => option.group ?? '' : undefined}
      getOptionLabel={(option) => option.name}
      getOptionDisabled={(option) => full && !value.some((chosen) => chosen.id === option.id)}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      noOptionsText={EMPTY_SELECTOR_TEXT}
      onChange={(_event, next) => onChange(next.slice(0, MAX_SELECTIONS))}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={value.length === 0 ? placeholder : undefined}
          helperText={disabled ? ' ' : full ? `At most ${MAX_SELECTIONS} choices` : `Up to ${MAX_SELECTIONS} choices`}
        />
      )}
    />
  );
}

import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';

/** The tz database's names this browser knows, with UTC (browsers list it apart, or not at all). */
function timeZoneNames(): string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: 'timeZone') => string[] };
  const names = intl.supportedValuesOf?.('timeZone') ?? [];
  return names.includes('UTC') ? names : ['UTC', ...names];
}

/** The zone this browser runs in, when it says. */
export function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

interface TimeZoneFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  inputRef?: React.Ref<HTMLInputElement>;
  error?: string;
}

/**
 * The member's time zone (docs/sequences.md "Business days and time zones"): a name from the
 * list, or typed; the API checks it against the tz database and its message shows on the field.
 * The browser's own zone is one click away.
 */
export function TimeZoneField({ value, onChange, onBlur, inputRef, error }: TimeZoneFieldProps) {
  const options = useMemo(timeZoneNames, []);
  const detected = browserTimeZone();
  return (
    <div>
      <Autocomplete
        freeSolo
        autoSelect
        options={options}
        value={value}
        onChange={(_event, next) => onChange(next ?? '')}
        inputValue={value}
        onInputChange={(_event, next, reason) => {
          if (reason !== 'reset') onChange(next);
        }}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Time zone"
            inputRef={inputRef}
            onBlur={onBlur}
            error={Boolean(error)}
            helperText={
              error ?? 'Your follow-up sequences count business days (Monday to Friday) and send at 9:00 in this zone.'
            }
          />
        )}
      />
      {detected && detected !== value ? (
        <Button size="small" onClick={() => onChange(detected)} sx={{ mt: 0.5 }}>
          Use this browser's zone ({detected})
        </Button>
      ) : null}
    </div>
  );
}

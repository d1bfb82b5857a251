import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';

interface CompanyNameFilterProps {
  /** The filter applied now (the list's `Search`). */
  value: string;
  onSearch: (value: string) => void;
}

/**
 * The company-name filter of the admin company lists (spec section 2): the list follows
 * it when Search is pressed (or Enter), and Clear empties it and shows every company.
 */
export function CompanyNameFilter({ value, onSearch }: CompanyNameFilterProps) {
  const [text, setText] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  const clear = () => {
    setText('');
    onSearch('');
  };
  return (
    <Box
      component="form"
      role="search"
      aria-label="Filter companies"
      onSubmit={submit}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}
    >
      <TextField
        label="Company name"
        value={text}
        onChange={(event) => setText(event.target.value)}
        size="small"
        sx={{ flex: '1 1 280px', maxWidth: 420 }}
        slotProps={{
          htmlInput: { maxLength: 200 },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <Button type="submit" variant="contained">
        Search
      </Button>
      <Button type="button" variant="outlined" onClick={clear} disabled={!text && !value}>
        Clear
      </Button>
    </Box>
  );
}

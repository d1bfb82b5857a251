import DataObjectIcon from '@mui/icons-material/DataObject';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import type { Placeholder } from '@/lib/api/sequences';

/**
 * "Insert placeholder": the documented placeholders (GET /api/sequences/placeholders), each with
 * what it becomes; choosing one writes `{name}` where the cursor was in the step's text.
 */
export function PlaceholderMenu({
  placeholders,
  onInsert,
  disabled,
  stepLabel,
}: {
  placeholders: Placeholder[];
  onInsert: (name: string) => void;
  disabled?: boolean;
  stepLabel: string;
}) {
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        size="small"
        startIcon={<DataObjectIcon />}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        aria-controls={anchor ? menuId : undefined}
        aria-label={`Insert a placeholder in ${stepLabel}`}
        disabled={disabled || placeholders.length === 0}
        // Keep the text field's cursor where it is: the button does not take the focus on press.
        onMouseDown={(event) => event.preventDefault()}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Insert placeholder
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ paper: { sx: { maxHeight: 420, maxWidth: 420 } } }}
      >
        {placeholders.map((placeholder) => (
          <MenuItem
            key={placeholder.name}
            onClick={() => {
              setAnchor(null);
              onInsert(placeholder.name);
            }}
          >
            <ListItemText
              primary={`{${placeholder.name}}`}
              secondary={placeholder.description}
              slotProps={{ primary: { sx: { fontFamily: 'monospace' } }, secondary: { sx: { whiteSpace: 'normal' } } }}
            />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

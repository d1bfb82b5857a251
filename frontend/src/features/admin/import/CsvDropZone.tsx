import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type DragEvent } from 'react';
import { IMPORT_RULE } from './validation';

interface CsvDropZoneProps {
  /** Every file chosen or dropped (the caller checks that it is one CSV file). */
  onFiles: (files: File[]) => void;
  /** The current problem with the chosen file, announced with the zone. */
  problemId?: string;
}

/**
 * Where the admin drops the CSV file, or chooses it with the button (keyboard: Tab to the
 * button, Enter or Space opens the browser's file picker).
 */
export function CsvDropZone({ onFiles, problemId }: CsvDropZoneProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const titleId = useId();
  const ruleId = useId();
  const describedBy = [ruleId, problemId].filter(Boolean).join(' ');

  const over = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const leave = (event: DragEvent<HTMLElement>) => {
    // Moving over a child fires dragleave on the zone too: only leaving the zone counts.
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  };
  const drop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    onFiles(Array.from(event.dataTransfer.files));
  };

  return (
    <Box
      role="group"
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      data-dragging={dragging || undefined}
      onDragEnter={over}
      onDragOver={over}
      onDragLeave={leave}
      onDrop={drop}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: dragging ? 'primary.main' : 'divider',
        bgcolor: dragging ? 'action.hover' : 'background.paper',
        borderRadius: 2,
        px: { xs: 2, sm: 4 },
        py: { xs: 4, sm: 6 },
        textAlign: 'center',
        transition: (theme) => theme.transitions.create(['border-color', 'background-color']),
      }}
    >
      <UploadFileOutlinedIcon color={dragging ? 'primary' : 'action'} sx={{ fontSize: 48 }} aria-hidden />
      <Typography id={titleId} variant="h2" component="h2" sx={{ mt: 1, fontSize: '1.125rem' }}>
        Drag and drop a CSV file here
      </Typography>
      <Typography color="text.secondary" sx={{ my: 1.5 }}>
        or
      </Typography>
      <Button variant="contained" onClick={() => inputRef.current?.click()} aria-describedby={describedBy}>
        Choose a CSV file
      </Button>
      <input
        ref={inputRef}
        type="file"
        accept=".csv,text/csv"
        aria-label="CSV file"
        hidden
        onChange={(event) => {
          onFiles(Array.from(event.target.files ?? []));
          // Choosing the same file again (after fixing it) must fire change again.
          event.target.value = '';
        }}
      />
      <Typography id={ruleId} variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {IMPORT_RULE}
      </Typography>
    </Box>
  );
}

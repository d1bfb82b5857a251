import BookmarkAddOutlinedIcon from '@mui/icons-material/BookmarkAddOutlined';
import Button, { type ButtonProps } from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import type { SaveSource } from './SaveSearchDialog';

// The dialog (its form and validation) loads on first use: discovery and the pipeline stay small.
const SaveSearchDialog = lazy(async () => ({
  default: (await import(/* webpackChunkName: "saved-search-dialog" */ './SaveSearchDialog')).SaveSearchDialog,
}));

interface SaveSearchButtonProps {
  source: SaveSource;
  topN: number;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
  /** The accessible name, when the button's words need their context (a pipeline row). */
  label?: string;
}

/** "Save this search" beside a search's results (discovery) or a past search (the pipeline). */
export function SaveSearchButton({ source, topN, size = 'medium', variant = 'outlined', label }: SaveSearchButtonProps) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <Button
        size={size}
        variant={variant}
        startIcon={<BookmarkAddOutlinedIcon />}
        aria-haspopup="dialog"
        aria-label={label}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {size === 'small' ? 'Save' : 'Save this search'}
      </Button>
      {loaded ? (
        <Suspense fallback={null}>
          <SaveSearchDialog open={open} onClose={() => setOpen(false)} source={source} topN={topN} />
        </Suspense>
      ) : null}
    </>
  );
}

import ForwardToInboxOutlinedIcon from '@mui/icons-material/ForwardToInboxOutlined';
import Button, { type ButtonProps } from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import type { CompanyScoreOutput } from '@/lib/api/generated/discovery';

// The dialog (its form, the draft, the quota) loads on first use: the screens that offer the
// button (discovery, company details, the pipeline) stay as small as they were.
const IntroRequestDialog = lazy(async () => ({
  default: (await import(/* webpackChunkName: "outreach-request-dialog" */ './IntroRequestDialog')).IntroRequestDialog,
}));

export interface IntroTarget {
  companyId: number;
  name: string;
  logoUrl?: string | null;
}

interface RequestIntroButtonProps {
  company: IntroTarget;
  /** The search the company was found by: its criteria make the fit the request carries. */
  searchHistoryId?: number | null;
  /** The score the member saw, shown in the dialog (the server computes the one attached). */
  fit?: CompanyScoreOutput | null;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
  fullWidth?: boolean;
}

/**
 * "Request intro" beside a company (issue 23): opens the request dialog, prefilled. The dialog
 * says why when the member cannot send (no plan, no requests left, the company turned requests
 * off...), with the link that fixes it; nothing is sent without the member's click.
 */
export function RequestIntroButton({
  company,
  searchHistoryId = null,
  fit = null,
  size = 'small',
  variant = 'outlined',
  fullWidth,
}: RequestIntroButtonProps) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <Button
        size={size}
        variant={variant}
        fullWidth={fullWidth}
        startIcon={size === 'small' ? undefined : <ForwardToInboxOutlinedIcon />}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        aria-haspopup="dialog"
        aria-label={`Request intro to ${company.name}`}
        sx={{ whiteSpace: 'nowrap' }}
      >
        Request intro
      </Button>
      {loaded ? (
        <Suspense fallback={null}>
          <IntroRequestDialog
            open={open}
            onClose={() => setOpen(false)}
            company={company}
            searchHistoryId={searchHistoryId}
            fit={fit}
          />
        </Suspense>
      ) : null}
    </>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { CompanyLogo } from '@/components/company/CompanyLogo';

export interface CompanySuggestionSummary {
  companyId: number;
  name: string;
  logoUrl?: string | null;
}

/** The suggested company with its "Join Company" button. */
export function SuggestedCompany({
  suggestion,
  onJoin,
  joining = false,
}: {
  suggestion: CompanySuggestionSummary;
  onJoin: (companyId: number) => void;
  joining?: boolean;
}) {
  return (
    <Box
      data-testid="suggested-company"
      sx={{
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: 1.5,
        p: 1.5,
        border: '1px solid',
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <CompanyLogo name={suggestion.name} logoUrl={suggestion.logoUrl} size={40} />
      <Box sx={{ flex: 1, minWidth: 120 }}>
        <Typography variant="caption" color="text.secondary" component="p">
          Suggested for you
        </Typography>
        <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{suggestion.name}</Typography>
      </Box>
      <Button
        variant="contained"
        onClick={() => onJoin(suggestion.companyId)}
        disabled={joining}
        aria-busy={joining || undefined}
        startIcon={joining ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
      >
        Join Company
      </Button>
    </Box>
  );
}

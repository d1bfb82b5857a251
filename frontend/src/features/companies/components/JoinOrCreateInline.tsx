import AddBusinessOutlinedIcon from '@mui/icons-material/AddBusinessOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/lib/paths';
import { JOIN_OR_CREATE_TITLE } from './JoinOrCreateDialog';
import { SuggestedCompany, type CompanySuggestionSummary } from './SuggestedCompany';

export interface JoinOrCreateInlineProps {
  suggestion?: CompanySuggestionSummary | null;
  onJoin: (companyId: number) => void;
  joining?: boolean;
}

/** The inline assign-or-create prompt: "Join Company" (with a suggestion) or "Submit New". */
export function JoinOrCreateInline({ suggestion, onJoin, joining = false }: JoinOrCreateInlineProps) {
  const titleId = useId();
  const navigate = useNavigate();
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box>
          <Typography id={titleId} variant="h2" component="h2" sx={{ mb: 0.5 }}>
            {JOIN_OR_CREATE_TITLE}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {suggestion
              ? 'Your email domain matches a company already on the marketplace. Join it, or submit a new company.'
              : 'Submit your company profile; an administrator reviews it before it goes live.'}
          </Typography>
        </Box>
        {suggestion ? <SuggestedCompany suggestion={suggestion} onJoin={onJoin} joining={joining} /> : null}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          <Button
            variant={suggestion ? 'outlined' : 'contained'}
            startIcon={<AddBusinessOutlinedIcon />}
            onClick={() => navigate(paths.companyNew)}
          >
            Submit New
          </Button>
          <Typography variant="body2" color="text.secondary">
            Partner tools also need an active plan: <Link href={paths.pricing}>see plans</Link>.
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}

export default JoinOrCreateInline;

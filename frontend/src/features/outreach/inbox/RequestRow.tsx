import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { CompanyLogo } from '@/components/company/CompanyLogo';
import { REQUEST_TYPE_LABELS, type IntroRequestItem } from '@/lib/api/outreach';
import { formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { otherCompanyOf, requestDates, STATE_WORDS } from '../words';

interface Selection {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * One request in the inbox: the other company, type, state, the message's start, the fit, dates.
 * With `selection`, a checkbox before it (the Sent box's pending requests, to add to a sequence).
 */
export function RequestRow({ request, selection }: { request: IntroRequestItem; selection?: Selection | null }) {
  const other = otherCompanyOf(request);
  const state = STATE_WORDS[request.state];
  const direction = request.box === 'received' ? 'from' : 'to';
  return (
    <ListItem disablePadding divider data-testid="request-row">
      {selection ? (
        <Box sx={{ pl: 1, alignSelf: 'flex-start', pt: 1.5 }}>
          <Checkbox
            checked={selection.checked}
            onChange={(event) => selection.onChange(event.target.checked)}
            slotProps={{ input: { 'aria-label': `Select the request to ${other.name}` } }}
          />
        </Box>
      ) : null}
      <ListItemButton
        component={RouterLink}
        to={paths.outreach.request(request.introRequestId)}
        aria-label={`${REQUEST_TYPE_LABELS[request.type]} request ${direction} ${other.name}, ${state.label}${request.isUnread ? ', unread' : ''}`}
        sx={{ alignItems: 'flex-start', gap: 2, py: 1.5 }}
      >
        <CompanyLogo name={other.name} logoUrl={other.logoUrl} size={40} />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
            {request.isUnread ? (
              <Box component="span" aria-hidden sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'primary.main' }} />
            ) : null}
            <Typography component="span" sx={{ fontWeight: request.isUnread ? 700 : 600, overflowWrap: 'anywhere' }}>
              {other.name}
            </Typography>
            <Chip size="small" variant="outlined" label={REQUEST_TYPE_LABELS[request.type]} />
            <Chip size="small" color={state.color} label={state.label} />
            {request.matchScore !== null ? (
              <Chip size="small" label={`Fit ${request.matchScore}%`} />
            ) : null}
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {request.excerpt}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
            {requestDates(request, formatDate)}
            {request.senderUser && request.box === 'received'
              ? ` · by ${`${request.senderUser.firstName} ${request.senderUser.lastName}`.trim()}`
              : ''}
          </Typography>
        </Box>
      </ListItemButton>
    </ListItem>
  );
}

import Box from '@mui/material/Box';
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

/** One request in the inbox: the other company, type, state, the message's start, the fit, dates. */
export function RequestRow({ request }: { request: IntroRequestItem }) {
  const other = otherCompanyOf(request);
  const state = STATE_WORDS[request.state];
  const direction = request.box === 'received' ? 'from' : 'to';
  return (
    <ListItem disablePadding divider data-testid="request-row">
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

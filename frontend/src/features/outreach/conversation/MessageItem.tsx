import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ConversationMessage } from '@/lib/api/outreach';
import { LinkifiedText } from '../components/LinkifiedText';
import { dateTime } from '../words';

export const INTERNAL_NOTE_LABEL = 'Internal note — only your company sees this';

function authorOf(message: ConversationMessage): string {
  if (message.isMine) return 'You';
  const name = message.author ? `${message.author.firstName} ${message.author.lastName}`.trim() : '';
  return name || 'A former member';
}

/**
 * One message of a conversation. The member's company's messages sit on the right; an
 * internal note is marked in words and by its dashed, tinted box, never by colour alone.
 */
export function MessageItem({ message, ownCompanyName, otherCompanyName }: {
  message: ConversationMessage;
  ownCompanyName: string;
  otherCompanyName: string;
}) {
  const company = message.isOwnSide ? ownCompanyName : otherCompanyName;
  const note = message.isInternalNote;
  return (
    <Box
      component="li"
      data-testid="message"
      data-note={note ? 'true' : undefined}
      aria-label={`${note ? 'Internal note' : 'Message'} from ${authorOf(message)} (${company}), ${dateTime(message.createdAt)}`}
      sx={{ display: 'flex', justifyContent: message.isOwnSide ? 'flex-end' : 'flex-start' }}
    >
      <Box
        sx={(theme) => ({
          maxWidth: { xs: '100%', sm: '80%' },
          minWidth: 0,
          px: 1.75,
          py: 1.25,
          borderRadius: 2,
          border: 1,
          borderStyle: note ? 'dashed' : 'solid',
          borderColor: note ? 'warning.main' : 'divider',
          bgcolor: note
            ? alpha(theme.palette.warning.main, 0.1)
            : message.isOwnSide
              ? alpha(theme.palette.primary.main, 0.08)
              : 'background.paper',
        })}
      >
        {note ? (
          <Typography
            variant="caption"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontWeight: 700, color: 'warning.main', mb: 0.5 }}
          >
            <LockOutlinedIcon sx={{ fontSize: 14 }} aria-hidden />
            {INTERNAL_NOTE_LABEL}
          </Typography>
        ) : null}
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.25 }}>
          <Box component="span" sx={{ fontWeight: 600, color: 'text.primary' }}>
            {authorOf(message)}
          </Box>{' '}
          · {company} · <time dateTime={message.createdAt}>{dateTime(message.createdAt)}</time>
        </Typography>
        <LinkifiedText text={message.body} />
      </Box>
    </Box>
  );
}

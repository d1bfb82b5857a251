import AddCommentOutlinedIcon from '@mui/icons-material/AddCommentOutlined';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { HISTORY_FAILED, type AssistantChat } from '@/lib/assistants/useAssistantChat';
import { paths } from '@/lib/paths';
import { ChatIndicator, THINKING_WORDS } from './ChatIndicator';
import { ChatInput } from './ChatInput';
import { ChatMessageList } from './ChatMessageList';
import { preloadChatMarkdown } from './ChatMessageText';

/** Spec section 2 (the company search): shown while the previous conversation loads. */
export const HISTORY_LOADING_TEXT = 'Checking your previous conversation...';
export const RECONNECTING_TEXT = 'Reconnecting…';
export const NEW_CONVERSATION_LABEL = 'New conversation';
export const SEE_PLANS_LABEL = 'See plans';

/** Refusals a plan lifts (apps/assistants/errors.py): the notice offers the plans. */
const PLAN_CODES: ReadonlySet<string> = new Set(['aiLimitReached', 'noSubscription']);

interface ChatPanelProps {
  chat: AssistantChat;
  /** The prompt box's accessible name. */
  inputLabel: string;
  placeholder?: string;
  /** The empty state: what the assistant does. */
  intro: ReactNode;
  /** Example prompts under the intro; a click sends one. */
  examples?: readonly string[];
  /** The words the indicator shows (rotating when several). */
  indicatorWords?: readonly string[];
  /** Above the prompt box (the company search's suggestion chips). */
  suggestions?: ReactNode;
  /** A chip of an answer's data adds its name to the prompt. */
  onPickName?: (name: string) => void;
}

function ConnectionNotice({ chat }: { chat: AssistantChat }) {
  if (chat.connection === 'reconnecting') {
    return (
      <Alert severity="warning" role="status" icon={<CircularProgress size={18} color="inherit" />}>
        {RECONNECTING_TEXT}
      </Alert>
    );
  }
  if (chat.connection === 'refused') {
    // The hub said why (not signed in, not verified, not an admin...): trying again would not help.
    return <Alert severity="info">{chat.connectionMessage}</Alert>;
  }
  if (chat.connection === 'disconnected') {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={chat.reconnect}>
            Try again
          </Button>
        }
      >
        {chat.connectionMessage}
      </Alert>
    );
  }
  return null;
}

function EmptyState({ intro, examples, onExample, disabled }: {
  intro: ReactNode;
  examples: readonly string[];
  onExample: (text: string) => void;
  disabled: boolean;
}) {
  return (
    <Box sx={{ m: 'auto', maxWidth: 560, textAlign: 'center', px: 2, py: 4 }}>
      <Typography color="text.secondary">{intro}</Typography>
      {examples.length > 0 ? (
        <Box component="section" aria-label="Example prompts" sx={{ mt: 2.5, display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Typography variant="caption" color="text.secondary" component="h2">
            Try asking
          </Typography>
          {examples.map((example) => (
            <Button key={example} variant="outlined" onClick={() => onExample(example)} disabled={disabled} sx={{ justifyContent: 'flex-start', textAlign: 'left' }}>
              {example}
            </Button>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}

/**
 * A chat with an assistant (spec sections 2 and 4): the conversation, the prompt box with
 * Send / Stop, New conversation, and the connection's state. The screen owns the connection
 * (useAssistantChat) and says what the assistant is for.
 */
export function ChatPanel({
  chat,
  inputLabel,
  placeholder,
  intro,
  examples = [],
  indicatorWords = THINKING_WORDS,
  suggestions,
  onPickName,
}: ChatPanelProps) {
  useEffect(preloadChatMarkdown, []);

  const loadingHistory = chat.history === 'loading';
  const empty = chat.messages.length === 0 && !chat.busy;
  const closed = chat.connection === 'refused' || chat.connection === 'disconnected';

  return (
    <Paper
      variant="outlined"
      sx={{ display: 'flex', flexDirection: 'column', height: { xs: 'calc(100vh - 200px)', md: 'calc(100vh - 240px)' }, minHeight: 420 }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 1.5, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Button
          size="small"
          startIcon={<AddCommentOutlinedIcon />}
          onClick={chat.newConversation}
          disabled={chat.busy || chat.messages.length === 0 || chat.connection !== 'connected'}
        >
          {NEW_CONVERSATION_LABEL}
        </Button>
      </Box>

      {loadingHistory ? (
        <Box role="status" sx={{ m: 'auto', display: 'flex', alignItems: 'center', gap: 1.5, color: 'text.secondary' }}>
          <CircularProgress size={22} />
          <Typography>{HISTORY_LOADING_TEXT}</Typography>
        </Box>
      ) : empty ? (
        <EmptyState intro={intro} examples={examples} onExample={(text) => chat.send(text)} disabled={!chat.ready} />
      ) : (
        <ChatMessageList
          messages={chat.messages}
          streamingText={chat.streamingText}
          indicator={chat.phase === 'waiting' ? <ChatIndicator words={indicatorWords} /> : null}
          busy={chat.busy}
          onPickName={onPickName}
        />
      )}

      <Box sx={{ p: 1.5, borderTop: 1, borderColor: 'divider', display: 'flex', flexDirection: 'column', gap: 1 }}>
        <ConnectionNotice chat={chat} />
        {chat.history === 'failed' ? <Alert severity="info">{HISTORY_FAILED}</Alert> : null}
        {chat.error ? (
          <Alert
            severity="warning"
            variant="outlined"
            onClose={chat.dismissError}
            action={
              // With an action MUI shows no close button of its own: this one keeps it.
              chat.errorCode && PLAN_CODES.has(chat.errorCode) ? (
                <>
                  <Button component={RouterLink} to={paths.pricing} color="inherit" size="small">
                    {SEE_PLANS_LABEL}
                  </Button>
                  <IconButton aria-label="Close" color="inherit" size="small" onClick={chat.dismissError}>
                    <CloseIcon fontSize="small" />
                  </IconButton>
                </>
              ) : undefined
            }
          >
            {chat.error}
          </Alert>
        ) : null}
        {suggestions}
        <ChatInput
          value={chat.draft}
          onChange={chat.setDraft}
          onSend={() => chat.send()}
          onStop={chat.stop}
          label={inputLabel}
          placeholder={placeholder}
          busy={chat.busy}
          canSend={chat.ready}
          disabled={closed}
        />
        {chat.connection === 'connecting' ? (
          <Typography variant="caption" color="text.secondary" role="status">
            Connecting to the assistant…
          </Typography>
        ) : null}
      </Box>
    </Paper>
  );
}

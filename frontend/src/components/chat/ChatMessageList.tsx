import SmartToyOutlinedIcon from '@mui/icons-material/SmartToyOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type ReactNode } from 'react';
import type { ChatMessage, MessageStatus } from '@/lib/assistants/chatState';
import { ChatDataMessage } from './ChatDataMessage';
import { ChatMessageText } from './ChatMessageText';

const STATUS_NOTES: Partial<Record<MessageStatus, string>> = {
  stopped: 'Stopped',
  failed: 'The answer could not be finished.',
};

function AssistantRow({ children, label = 'Assistant' }: { children: ReactNode; label?: string }) {
  return (
    <Box component="li" aria-label={label} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      <Avatar aria-hidden sx={{ width: 32, height: 32, bgcolor: 'primary.main' }}>
        <SmartToyOutlinedIcon fontSize="small" />
      </Avatar>
      <Box sx={{ minWidth: 0, flex: 1, pt: 0.5 }}>{children}</Box>
    </Box>
  );
}

function UserRow({ text }: { text: string }) {
  return (
    <Box component="li" aria-label="You" sx={{ display: 'flex', justifyContent: 'flex-end' }}>
      <Box
        sx={{
          maxWidth: '80%',
          px: 2,
          py: 1,
          borderRadius: 2,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {text}
      </Box>
    </Box>
  );
}

interface ChatMessageListProps {
  messages: ChatMessage[];
  /** The answer streaming in. */
  streamingText: string;
  /** The indicator, while waiting for the first token. */
  indicator: ReactNode;
  busy: boolean;
  onPickName?: (name: string) => void;
}

/**
 * The conversation, oldest first, as a live log: assistive technology announces each new
 * message once it is complete (aria-busy while an answer streams in).
 */
export function ChatMessageList({ messages, streamingText, indicator, busy, onPickName }: ChatMessageListProps) {
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const followRef = useRef(true);
  const showingIndicator = Boolean(indicator);

  // Keep the latest line in view, unless the reader scrolled up to read.
  useEffect(() => {
    const box = scrollRef.current;
    if (box && followRef.current) box.scrollTop = box.scrollHeight;
  }, [messages, streamingText, showingIndicator]);

  return (
    <Box
      ref={scrollRef}
      onScroll={(event) => {
        const box = event.currentTarget;
        followRef.current = box.scrollHeight - box.scrollTop - box.clientHeight < 48;
      }}
      sx={{ flex: 1, overflowY: 'auto', px: { xs: 1.5, sm: 2.5 }, py: 2 }}
    >
      <Box
        component="ol"
        role="log"
        aria-live="polite"
        aria-busy={busy}
        aria-label="Conversation"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        {messages.map((message) =>
          message.type === 'data' ? (
            <AssistantRow key={message.id} label="Assistant data">
              <ChatDataMessage data={message} onPickName={onPickName} />
            </AssistantRow>
          ) : message.isAssistant ? (
            <AssistantRow key={message.id}>
              <ChatMessageText text={message.content} />
              {STATUS_NOTES[message.status] ? (
                <Typography variant="caption" color="text.secondary">
                  {STATUS_NOTES[message.status]}
                </Typography>
              ) : null}
            </AssistantRow>
          ) : (
            <UserRow key={message.id} text={message.content} />
          ),
        )}
        {streamingText ? (
          <AssistantRow label="Assistant (writing)">
            <ChatMessageText text={streamingText} />
          </AssistantRow>
        ) : null}
        {indicator ? <AssistantRow label="Assistant (thinking)">{indicator}</AssistantRow> : null}
      </Box>
    </Box>
  );
}

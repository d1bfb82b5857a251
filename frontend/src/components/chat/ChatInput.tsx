import StopIcon from '@mui/icons-material/Stop';
import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';

/** Spec section 9: the prompt input grows to at most 120 px. */
export const CHAT_INPUT_MAX_HEIGHT = 120;

interface ChatInputProps {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  onStop: () => void;
  label: string;
  placeholder?: string;
  /** An answer is under way: the Stop button replaces Send. */
  busy: boolean;
  /** Whether a message can be sent now (connected, no answer under way). */
  canSend: boolean;
  disabled?: boolean;
}

/**
 * The prompt box: Enter sends, Shift+Enter adds a new line (spec section 2); a blank or
 * whitespace-only message is not sent. It grows with its text up to 120 px, then scrolls.
 */
export function ChatInput({ value, onChange, onSend, onStop, label, placeholder, busy, canSend, disabled }: ChatInputProps) {
  const inputRef = useRef<HTMLTextAreaElement | null>(null);
  const sendable = canSend && !disabled && value.trim() !== '';

  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    input.style.height = 'auto';
    input.style.height = `${Math.min(input.scrollHeight, CHAT_INPUT_MAX_HEIGHT)}px`;
  }, [value]);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (sendable) onSend();
  };

  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'flex-end',
        gap: 1,
        px: 1.5,
        py: 1,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        '&:focus-within': { borderColor: 'primary.main' },
      }}
    >
      <Box
        component="textarea"
        ref={inputRef}
        rows={1}
        value={value}
        placeholder={placeholder}
        aria-label={label}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        sx={{
          flex: 1,
          resize: 'none',
          border: 0,
          outline: 0,
          p: 0.75,
          m: 0,
          bgcolor: 'transparent',
          color: 'text.primary',
          font: 'inherit',
          typography: 'body1',
          lineHeight: 1.5,
          maxHeight: CHAT_INPUT_MAX_HEIGHT,
          overflowY: 'auto',
          '&::placeholder': { color: 'text.secondary', opacity: 1 },
        }}
      />
      {busy ? (
        <Tooltip title="Stop the answer">
          <IconButton onClick={onStop} aria-label="Stop" color="primary">
            <StopIcon />
          </IconButton>
        </Tooltip>
      ) : (
        <Tooltip title="Send (Enter)">
          <span>
            <IconButton onClick={onSend} aria-label="Send" color="primary" disabled={!sendable}>
              <SendIcon />
            </IconButton>
          </span>
        </Tooltip>
      )}
    </Box>
  );
}

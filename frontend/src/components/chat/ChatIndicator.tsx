import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import { useEffect, useState } from 'react';

/** Spec section 9: the thinking words rotate every 2500 ms. */
export const WORD_ROTATION_MS = 2500;

/** The company search's words (spec section 2). */
export const SEARCH_WORDS = ['Thinking...', 'Searching...', 'Fetching...'] as const;
export const THINKING_WORDS = ['Thinking...'] as const;

const pulse = keyframes`
  0%, 80%, 100% { opacity: 0.25; transform: translateY(0); }
  40% { opacity: 1; transform: translateY(-3px); }
`;

/** Shown while the assistant prepares its answer, before the first token. */
export function ChatIndicator({ words = THINKING_WORDS }: { words?: readonly string[] }) {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (words.length < 2) return undefined;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % words.length), WORD_ROTATION_MS);
    return () => window.clearInterval(timer);
  }, [words]);

  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary', py: 1 }}>
      <Box aria-hidden sx={{ display: 'flex', gap: 0.5 }}>
        {[0, 1, 2].map((dot) => (
          <Box
            key={dot}
            sx={{
              width: 6,
              height: 6,
              borderRadius: '50%',
              bgcolor: 'primary.main',
              animation: `${pulse} 1.2s ease-in-out ${dot * 0.15}s infinite`,
              '@media (prefers-reduced-motion: reduce)': { animation: 'none', opacity: 0.6 },
            }}
          />
        ))}
      </Box>
      <Typography variant="body2">{words[index % words.length]}</Typography>
    </Box>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { apiErrorTitle, isApiError } from '@/lib/api/errors';
import { usePreviewMutation, type StepPreview as Preview } from '@/lib/api/sequences';

/** Wait this long after the last key before asking for a preview. */
export const PREVIEW_DEBOUNCE_MS = 500;

export interface PreviewTarget {
  introRequestId: number;
  companyName: string;
}

/** The API's message about the text (an unknown placeholder names it), if that is what it said. */
function bodyProblemOf(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const messages = error.data?.errors?.body;
  if (!messages) return null;
  return Array.isArray(messages) ? messages.join(' ') : messages;
}

/**
 * A step's text as it would be sent to `target`, with real values from the API's preview
 * (`POST /api/sequences/preview`, nothing stored), asked again shortly after each change.
 * A text the API refuses (an unknown placeholder) is reported to the step (`onBodyProblem`)
 * with the API's message, which names the placeholder; placeholders with no value for that
 * company are warned about.
 */
export function StepPreview({
  body,
  target,
  onBodyProblem,
}: {
  body: string;
  target: PreviewTarget | null;
  onBodyProblem: (message: string | null) => void;
}) {
  const [preview, state] = usePreviewMutation();
  const [result, setResult] = useState<Preview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const latest = useRef(0);
  const report = useRef(onBodyProblem);
  report.current = onBodyProblem;
  const introRequestId = target?.introRequestId ?? null;

  useEffect(() => {
    const ask = ++latest.current;
    if (introRequestId === null || !body.trim()) {
      setResult(null);
      setProblem(null);
      report.current(null);
      return undefined;
    }
    const timer = setTimeout(async () => {
      try {
        const answer = await preview({ previewInputRequest: { body, introRequestId } }).unwrap();
        if (ask !== latest.current) return;
        setResult(answer);
        setProblem(null);
        report.current(null);
      } catch (error) {
        if (ask !== latest.current) return;
        const onBody = bodyProblemOf(error);
        setResult(null);
        report.current(onBody);
        setProblem(onBody ? null : apiErrorTitle(error) ?? "We couldn't preview this step. Please try again.");
      }
    }, PREVIEW_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [body, introRequestId, preview]);

  if (!target) return null;
  return (
    <Paper variant="outlined" sx={{ p: 1.5, bgcolor: 'action.hover', position: 'relative' }}>
      <Box role="region" aria-label={`Preview for ${target.companyName}`} aria-live="polite" aria-busy={state.isLoading}>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mb: 0.5 }}>
          Preview for {target.companyName}
        </Typography>
        {!body.trim() ? (
          <Typography variant="body2" color="text.secondary">
            Write the step to see it with {target.companyName}'s values.
          </Typography>
        ) : result ? (
          <>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="preview-text">
              {result.text}
            </Typography>
            {result.emptyPlaceholders.length > 0 ? (
              <Alert severity="warning" sx={{ mt: 1 }}>
                No value for {target.companyName}:{' '}
                {result.emptyPlaceholders.map((name) => `{${name}}`).join(', ')}. The sentence around it may read badly.
              </Alert>
            ) : null}
          </>
        ) : problem ? (
          <Alert severity="error">{problem}</Alert>
        ) : state.isError ? (
          <Typography variant="body2" color="text.secondary">
            Fix the text above to see the preview.
          </Typography>
        ) : (
          <Typography variant="body2" color="text.secondary">
            Preparing the preview…
          </Typography>
        )}
      </Box>
      {state.isLoading ? (
        <LinearProgress aria-hidden sx={{ position: 'absolute', left: 0, right: 0, bottom: 0, height: 2 }} />
      ) : null}
    </Paper>
  );
}

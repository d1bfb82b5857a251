import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Sequence, StepRate } from '@/lib/api/sequences';
import { countOf } from '@/lib/format';

/**
 * The reply rate as pictures (issue 24: "a small chart where looking beats reading"): plain
 * boxes in the theme's colours, no chart library (the Sequences chunk stays small). Each chart
 * says the same in words for screen readers and for anyone who prefers numbers.
 */

const SEGMENTS = [
  { key: 'replied', label: 'Replied', color: 'success.main' },
  { key: 'active', label: 'Scheduled', color: 'info.main' },
  { key: 'finished', label: 'Finished', color: 'warning.main' },
  { key: 'stopped', label: 'Stopped', color: 'action.disabled' },
] as const;

/** One sequence's targets by state, as one stacked bar with its legend, and the reply rate. */
export function StatesBar({ stats }: { stats: Sequence['stats'] }) {
  const total = stats.enrolled;
  const words = SEGMENTS.map((segment) => `${stats[segment.key]} ${segment.label.toLowerCase()}`).join(', ');
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, mb: 0.75 }}>
        <Typography component="span" sx={{ fontSize: '1.5rem', fontWeight: 700, lineHeight: 1 }}>
          {stats.replyRate.toLocaleString('en-US', { maximumFractionDigits: 1 })}%
        </Typography>
        <Typography component="span" variant="body2" color="text.secondary">
          reply rate · {countOf(stats.replied, 'reply', { plural: 'replies' })} of {countOf(total, 'target')}
        </Typography>
      </Box>
      <Box
        role="img"
        aria-label={total > 0 ? `Targets: ${words}.` : 'No targets enrolled yet.'}
        sx={{ display: 'flex', height: 10, borderRadius: 5, overflow: 'hidden', bgcolor: 'action.hover' }}
      >
        {total > 0
          ? SEGMENTS.map((segment) =>
              stats[segment.key] > 0 ? (
                <Box key={segment.key} sx={{ width: `${(stats[segment.key] / total) * 100}%`, bgcolor: segment.color }} />
              ) : null,
            )
          : null}
      </Box>
      <Box component="ul" aria-hidden sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, listStyle: 'none', p: 0, m: 0, mt: 0.75 }}>
        {SEGMENTS.map((segment) => (
          <Box component="li" key={segment.key} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <Box component="span" sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: segment.color }} />
            <Typography component="span" variant="caption" color="text.secondary">
              {segment.label} {stats[segment.key]}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

function stepLabel(afterStep: number): string {
  return afterStep === 0 ? 'Intro request alone' : `After follow-up ${afterStep}`;
}

/**
 * The reply rate after each step: for the intro request alone, then after each follow-up, a bar
 * of the targets it reached with the part that replied filled in.
 */
export function StepRatesChart({ byStep }: { byStep: StepRate[] }) {
  const most = Math.max(1, ...byStep.map((step) => step.reached));
  return (
    <Box component="ol" aria-label="Replies after each step" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {byStep.map((step) => (
        <Box component="li" key={step.afterStep} sx={{ mb: 1.25 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {stepLabel(step.afterStep)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {step.replies} of {countOf(step.reached, 'target')} replied ({step.replyRate.toLocaleString('en-US', { maximumFractionDigits: 1 })}%)
            </Typography>
          </Box>
          <Box aria-hidden sx={{ position: 'relative', height: 12, mt: 0.5, borderRadius: 1, bgcolor: 'action.hover' }}>
            <Box
              data-testid="reached-bar"
              sx={{ position: 'absolute', inset: 0, width: `${(step.reached / most) * 100}%`, borderRadius: 1, bgcolor: 'info.light', opacity: 0.5 }}
            />
            <Box
              data-testid="replied-bar"
              sx={{ position: 'absolute', inset: 0, width: `${(step.replies / most) * 100}%`, borderRadius: 1, bgcolor: 'success.main' }}
            />
          </Box>
        </Box>
      ))}
    </Box>
  );
}

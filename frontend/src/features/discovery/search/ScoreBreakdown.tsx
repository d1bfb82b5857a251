import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { CompanyScoreOutput, CriterionEnum } from '@/lib/api/generated/discovery';

const CRITERION_LABELS: Record<CriterionEnum, string> = {
  industry: 'Industry',
  geography: 'Geography',
  segment: 'Market segment',
};

function FitRow({ label, fit, reason }: { label: string; fit: number; reason: string }) {
  return (
    <Box component="li" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '160px 120px 1fr' }, gap: 1.5, py: 0.75 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <LinearProgress
          variant="determinate"
          value={fit}
          aria-label={`${label}: ${fit}%`}
          sx={{ flex: 1, height: 6, borderRadius: 3 }}
        />
        <Typography variant="body2" sx={{ minWidth: 36, textAlign: 'right' }}>
          {fit}%
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {reason}
      </Typography>
    </Box>
  );
}

function Part({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ mb: 1.5 }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {children}
      </Box>
    </Box>
  );
}

/**
 * Why a company scored what it did (docs/discovery.md): the search's fit per criterion, how
 * well the member's company fits what the candidate looks for, the mutual fit of the two, the
 * small tie-breakers, and how they add up — each in the server's plain words.
 */
export function ScoreBreakdown({ score, companyName }: { score: CompanyScoreOutput; companyName: string }) {
  const { breakdown } = score;
  return (
    <Box sx={{ px: { xs: 1, sm: 2 }, py: 2 }} data-testid="score-breakdown">
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        {score.summary}
      </Typography>
      <Part title="How they fit your search">
        {breakdown.forward.criteria.map((criterion) => (
          <FitRow
            key={criterion.criterion}
            label={CRITERION_LABELS[criterion.criterion]}
            fit={criterion.fit}
            reason={criterion.reason}
          />
        ))}
        <FitRow label="Search fit" fit={breakdown.forward.fit} reason="The mean of the criteria above." />
      </Part>
      <Part title={`How you fit what ${companyName} looks for`}>
        {breakdown.reverse.criteria.map((criterion) => (
          <FitRow
            key={criterion.criterion}
            label={CRITERION_LABELS[criterion.criterion]}
            fit={criterion.fit}
            reason={criterion.reason}
          />
        ))}
        <FitRow label="Their fit for you" fit={breakdown.reverse.fit} reason={breakdown.reverse.reason} />
        <FitRow label="Mutual fit" fit={breakdown.mutual.fit} reason={breakdown.mutual.reason} />
      </Part>
      <Part title="Tie-breakers">
        <FitRow label="Complementarity" fit={breakdown.complementarity.fit} reason={breakdown.complementarity.reason} />
        <FitRow label="Partner readiness" fit={breakdown.readiness.fit} reason={breakdown.readiness.reason} />
        <FitRow label="Profile completeness" fit={breakdown.completeness.fit} reason={breakdown.completeness.reason} />
      </Part>
      <Part title="Partner fit score">
        <FitRow label="Score" fit={breakdown.combined.fit} reason={breakdown.combined.reason} />
      </Part>
    </Box>
  );
}

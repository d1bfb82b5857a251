import AllInclusiveIcon from '@mui/icons-material/AllInclusive';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlined';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { CompanyScoreOutput, CriterionFitOutput, MatchEnum } from '@/lib/api/generated/discovery';
import { CRITERION_LABELS, matchWords } from './fitWords';

/** Searches recorded before the ranking rework have no `forward.reason`: their search fit was
 * the weighted mean of the criteria (the explanation those entries always showed). */
const OLD_SEARCH_FIT_REASON = 'The weighted mean of the criteria above.';

const MATCH_ICONS: Record<MatchEnum, { Icon: typeof CheckCircleIcon; color: 'success' | 'warning' | 'error' | 'info' }> = {
  exact: { Icon: CheckCircleIcon, color: 'success' },
  broad: { Icon: CheckCircleOutlineIcon, color: 'success' },
  partial: { Icon: RemoveCircleOutlineIcon, color: 'warning' },
  missed: { Icon: CancelIcon, color: 'error' },
  any: { Icon: AllInclusiveIcon, color: 'info' },
};

const ROW_SX = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: '150px minmax(0, 250px) 1fr' },
  gap: { xs: 0.5, sm: 1.5 },
  alignItems: 'start',
  py: 0.75,
} as const;

/** The middle column (a bar or a status) on the first line of its row, beside the label. */
const MIDDLE_SX = { display: 'flex', alignItems: 'center', minHeight: 20 } as const;

function FitRow({ label, fit, reason }: { label: string; fit: number; reason: string }) {
  return (
    <Box component="li" sx={ROW_SX}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Box sx={{ ...MIDDLE_SX, gap: 1 }}>
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

/** One criterion: met or missed in words (with an icon), then the server's reason. An entry
 * recorded before the match levels existed shows its fit instead. */
function CriterionRow({ criterion }: { criterion: CriterionFitOutput }) {
  const label = CRITERION_LABELS[criterion.criterion];
  if (!criterion.match) return <FitRow label={label} fit={criterion.fit} reason={criterion.reason} />;
  const { Icon, color } = MATCH_ICONS[criterion.match];
  return (
    <Box component="li" sx={ROW_SX} data-match={criterion.match}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Box sx={{ ...MIDDLE_SX, gap: 0.75 }}>
        <Icon fontSize="small" color={color} aria-hidden />
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {matchWords(criterion.criterion, criterion.match)}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {criterion.reason}
      </Typography>
    </Box>
  );
}

function Part({ title, heading, children }: { title: string; heading: 'h3' | 'h4'; children: React.ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ mb: 1.5 }}>
      <Typography variant="subtitle2" component={heading} sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {children}
      </Box>
    </Box>
  );
}

interface ScoreBreakdownProps {
  score: CompanyScoreOutput;
  companyName: string;
  /** The level of the parts' headings: h4 under a card's own h3. */
  heading?: 'h3' | 'h4';
  /**
   * Read by the company that was found rather than by the searcher (an intro request's
   * receiver): the parts are titled from its side, naming the company whose search it was.
   */
  foundBy?: string;
}

/** The parts' titles, from the searcher's side or from the side of the company found. */
function partTitles(companyName: string, foundBy: string | undefined) {
  if (foundBy === undefined) {
    return {
      forward: 'How they fit your search',
      reverse: `How you fit what ${companyName} looks for`,
      reverseFit: 'Their fit for you',
      partner: 'What they are as a partner',
    };
  }
  return {
    forward: `How you fit ${foundBy}'s search`,
    reverse: `How ${foundBy} fits what you look for`,
    reverseFit: `${foundBy}'s fit for you`,
    partner: 'What you are as a partner',
  };
}

/**
 * Why a company scored what it did (docs/discovery.md), in the server's words: first the
 * summary and the criteria of the search it meets and misses, then how well the member's
 * company fits what the candidate looks for, what the candidate is as a partner, and how the
 * parts make the number. Renders searches recorded before the ranking rework too (no match
 * levels, no coverage: their fits are shown instead).
 */
export function ScoreBreakdown({ score, companyName, heading = 'h3', foundBy }: ScoreBreakdownProps) {
  const { breakdown } = score;
  const titles = partTitles(companyName, foundBy);
  return (
    <Box sx={{ px: { xs: 1.5, sm: 2 }, py: 2 }} data-testid="score-breakdown">
      {foundBy !== undefined ? (
        // The reasons are the server's, written for the searcher.
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mb: 0.5 }}>
          As {foundBy}'s discovery explained it to them (“you” in the reasons is {foundBy}):
        </Typography>
      ) : null}
      <Typography variant="body2" sx={{ mb: 1.5, fontWeight: 500 }}>
        {score.summary}
      </Typography>
      <Part title={titles.forward} heading={heading}>
        {breakdown.forward.criteria.map((criterion) => (
          <CriterionRow key={criterion.criterion} criterion={criterion} />
        ))}
        <FitRow label="Search fit" fit={breakdown.forward.fit} reason={breakdown.forward.reason ?? OLD_SEARCH_FIT_REASON} />
      </Part>
      <Part title={titles.reverse} heading={heading}>
        {breakdown.reverse.criteria.map((criterion) => (
          <CriterionRow key={criterion.criterion} criterion={criterion} />
        ))}
        <FitRow label={titles.reverseFit} fit={breakdown.reverse.fit} reason={breakdown.reverse.reason} />
      </Part>
      <Part title={titles.partner} heading={heading}>
        <FitRow label="Complementarity" fit={breakdown.complementarity.fit} reason={breakdown.complementarity.reason} />
        <FitRow label="Mutual fit" fit={breakdown.mutual.fit} reason={breakdown.mutual.reason} />
        {breakdown.coverage ? (
          <FitRow label="Values covered" fit={breakdown.coverage.fit} reason={breakdown.coverage.reason} />
        ) : null}
        <FitRow label="Partner readiness" fit={breakdown.readiness.fit} reason={breakdown.readiness.reason} />
        <FitRow label="Profile completeness" fit={breakdown.completeness.fit} reason={breakdown.completeness.reason} />
      </Part>
      <Part title="Partner fit score" heading={heading}>
        <FitRow label="Score" fit={breakdown.combined.fit} reason={breakdown.combined.reason} />
      </Part>
    </Box>
  );
}

import Typography from '@mui/material/Typography';
import type { CompanyScoreOutput } from '@/lib/api/generated/discovery';
import { criteriaMetWords, meetsEveryCriterionExactly } from './fitWords';

/** "Meets all 3 criteria" under a score; nothing for a search recorded before the counts. */
export function CriteriaMet({ score }: { score: CompanyScoreOutput }) {
  const words = criteriaMetWords(score);
  if (!words) return null;
  return (
    <Typography
      variant="caption"
      sx={{ display: 'block', fontWeight: 600, color: meetsEveryCriterionExactly(score) ? 'success.main' : 'text.secondary' }}
    >
      {words}
    </Typography>
  );
}

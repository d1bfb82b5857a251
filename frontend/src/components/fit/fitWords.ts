import type { CompanyScoreOutput, CriterionEnum, MatchEnum } from '@/lib/api/generated/discovery';

/** What each searched criterion is called (the breakdown's rows). */
export const CRITERION_LABELS: Record<CriterionEnum, string> = {
  industry: 'Industry',
  geography: 'Geography',
  segment: 'Market segment',
};

/** The whole-market choice of a criterion, where it has one (segments have none). */
const WHOLE_MARKET: Partial<Record<CriterionEnum, string>> = {
  industry: 'Industry Agnostic',
  geography: 'Global',
};

/**
 * The status of one criterion in words, from the level the server says it is met at
 * (docs/discovery.md): exact, broad (the company is Agnostic / Global), partial (a
 * neighbouring sub-region), missed, or any (the member chose Agnostic / Global).
 */
export function matchWords(criterion: CriterionEnum, match: MatchEnum): string {
  const whole = WHOLE_MARKET[criterion] ?? 'Agnostic/Global';
  switch (match) {
    case 'exact':
      return 'Met exactly';
    case 'broad':
      return `Met broadly (${whole})`;
    case 'partial':
      return 'Partly (neighbouring sub-region)';
    case 'missed':
      return 'Missed';
    case 'any':
      return `Any (you chose ${whole})`;
  }
}

type CriteriaCounts = Pick<CompanyScoreOutput, 'criteriaMet' | 'criteriaSearched'> & {
  breakdown?: Partial<Pick<CompanyScoreOutput['breakdown'], 'forward'>>;
};

/** How many searched criteria the server says are met only broadly (Agnostic / Global). */
function broadlyMet(score: CriteriaCounts): number {
  return score.breakdown?.forward?.criteria?.filter((criterion) => criterion.match === 'broad').length ?? 0;
}

/**
 * "Meets all 3 criteria" / "Meets 2 of 3 criteria" from the server's counts, with how many of
 * those are met only broadly ("Meets all 3 criteria, 2 broadly": a company that works with
 * every industry everywhere is not an exact match); null for a search recorded before the
 * counts existed.
 */
export function criteriaMetWords(score: CriteriaCounts): string | null {
  const { criteriaMet: met, criteriaSearched: searched } = score;
  if (met === undefined || searched === undefined || searched < 1) return null;
  const broad = broadlyMet(score);
  const broadly = broad > 0 ? `, ${broad} broadly` : '';
  if (searched === 1) return met === 1 ? `Meets your criterion${broad > 0 ? ' broadly' : ''}` : 'Misses your criterion';
  if (met === searched) return `${searched === 2 ? 'Meets both criteria' : `Meets all ${searched} criteria`}${broadly}`;
  return `Meets ${met} of ${searched} criteria${broadly}`;
}

/** Every searched criterion met, none only broadly: the words are shown as a success. */
export function meetsEveryCriterionExactly(score: CriteriaCounts): boolean {
  const { criteriaMet: met, criteriaSearched: searched } = score;
  return searched !== undefined && searched > 0 && met === searched && broadlyMet(score) === 0;
}

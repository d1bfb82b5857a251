import type { CompaniesScoringListApiArg } from '@/lib/api/generated/discovery';

/** At most 3 selections in each discovery filter (spec section 5). */
export const MAX_SELECTIONS = 3;
/** Multi-select search debounce (spec section 9). */
export const FILTER_DEBOUNCE_MS = 500;
/** The slider's default: min(credits, 10). */
export const DEFAULT_NUMBER_TO_SHOW = 10;

export interface Option {
  id: number;
  name: string;
  group?: string;
}

/** The form-level payload (spec section 3): the chosen options, the two flags, numberToShow. */
export interface SearchForm {
  isIndustryAgnostic: boolean;
  targetIndustries: Option[];
  isGeoGlobal: boolean;
  targetGeoRegions: Option[];
  targetMarketSegments: Option[];
  numberToShow: number;
}

export const EMPTY_FORM: SearchForm = {
  isIndustryAgnostic: false,
  targetIndustries: [],
  isGeoGlobal: false,
  targetGeoRegions: [],
  targetMarketSegments: [],
  numberToShow: DEFAULT_NUMBER_TO_SHOW,
};

/** A search runs only when the filters are non-empty (spec section 4). */
export function hasCriteria(form: SearchForm): boolean {
  return (
    form.isIndustryAgnostic ||
    form.isGeoGlobal ||
    form.targetIndustries.length > 0 ||
    form.targetGeoRegions.length > 0 ||
    form.targetMarketSegments.length > 0
  );
}

/** The slider's default and bounds: 1 to the credits left, starting at min(credits, 10). */
export function defaultNumberToShow(credits: number): number {
  return Math.max(1, Math.min(credits, DEFAULT_NUMBER_TO_SHOW));
}

export function clampNumberToShow(value: number, credits: number): number {
  if (credits < 1) return 1;
  return Math.min(Math.max(1, Math.round(value)), credits);
}

/**
 * The call-level payload (spec section 3): industry ids only when not agnostic, region ids
 * only when not global.
 */
export function searchArgs(form: SearchForm): CompaniesScoringListApiArg {
  return {
    isIndustryAgnostic: form.isIndustryAgnostic,
    isGeoGlobal: form.isGeoGlobal,
    targetIndustryIds: form.isIndustryAgnostic ? undefined : form.targetIndustries.map((option) => option.id),
    targetGeoRegionIds: form.isGeoGlobal ? undefined : form.targetGeoRegions.map((option) => option.id),
    targetMarketSegments: form.targetMarketSegments.map((option) => option.id),
    numberToShow: form.numberToShow,
  };
}

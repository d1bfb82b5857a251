import type { SavedSearch, SavedSearchCriteria } from '@/lib/api/alerts';
import { clampNumberToShow, type Option, type SearchForm } from './criteria';

/** A search's criteria as a saved search takes them (docs/alerts.md: as a discovery search does). */
export function criteriaOf(form: SearchForm): SavedSearchCriteria {
  return {
    isIndustryAgnostic: form.isIndustryAgnostic,
    targetIndustryIds: form.isIndustryAgnostic ? [] : form.targetIndustries.map((option) => option.id),
    isGeoGlobal: form.isGeoGlobal,
    targetGeoRegionIds: form.isGeoGlobal ? [] : form.targetGeoRegions.map((option) => option.id),
    targetMarketSegments: form.targetMarketSegments.map((option) => option.id),
  };
}

/** "Cybersecurity, Fintech · Western Europe · SMB": the criteria in words, a name to start from. */
export function suggestedNameOf(form: SearchForm): string {
  const parts = [
    form.isIndustryAgnostic ? 'Any industry' : form.targetIndustries.map((option) => option.name).join(', '),
    form.isGeoGlobal ? 'Global' : form.targetGeoRegions.map((option) => option.name).join(', '),
    form.targetMarketSegments.map((option) => option.name).join(', '),
  ].filter(Boolean);
  const name = parts.join(' · ') || 'My search';
  return name.length > 100 ? `${name.slice(0, 99)}…` : name;
}

/** The options of a saved search's criteria, as the filters list them (regions with their group). */
function optionsOf(saved: { id: number; name: string }[], options: Option[]): Option[] {
  return saved.map((item) => options.find((option) => option.id === item.id) ?? { id: item.id, name: item.name });
}

/** The discovery form with a saved search's criteria, and its top N as the number to show (within the credits). */
export function formOfSavedSearch(
  saved: SavedSearch,
  { industryOptions, regionOptions, segmentOptions }: { industryOptions: Option[]; regionOptions: Option[]; segmentOptions: Option[] },
  credits: number,
): SearchForm {
  const { filters } = saved;
  return {
    isIndustryAgnostic: filters.isIndustryAgnostic,
    targetIndustries: filters.isIndustryAgnostic ? [] : optionsOf(filters.targertIndustries, industryOptions),
    isGeoGlobal: filters.isGeoGlobal,
    targetGeoRegions: filters.isGeoGlobal ? [] : optionsOf(filters.targetGeoRegions, regionOptions),
    targetMarketSegments: optionsOf(filters.targetMarketSegments, segmentOptions),
    numberToShow: clampNumberToShow(saved.topN, credits),
  };
}

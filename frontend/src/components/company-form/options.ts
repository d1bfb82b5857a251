import type { GeoRegionOption, IdName, Lookups } from '@/components/company/types';
import type { MultiSelectOption } from './fields/MultiSelectField';

/**
 * Enumerations of the company form (spec section 3; the server's lookups use the same
 * codes and labels). Used until the lookups arrive and to label read views.
 */
export const PARTNER_TYPES: IdName[] = [
  { id: 1, name: 'Technology Partner' },
  { id: 2, name: 'Channel Partner' },
];
export const COMPANY_SIZES: IdName[] = [
  { id: 1, name: 'Enterprise' },
  { id: 2, name: 'Midmarket' },
  { id: 3, name: 'SMB' },
];
export const GOALS: IdName[] = [
  { id: 1, name: 'Enter new markets' },
  { id: 2, name: 'Expand market share' },
  { id: 3, name: 'Launch new product' },
  { id: 4, name: 'Expand offering' },
];
export const READINESS_LEVELS: IdName[] = [
  { id: 1, name: 'Early stage' },
  { id: 2, name: 'Developing' },
  { id: 3, name: 'Mature partner (Pro)' },
];

/** Option lists for the form: the server's lookups, or the enumerations while they load. */
export interface CompanyFormOptions {
  partnerTypes: IdName[];
  companySizes: IdName[];
  goals: IdName[];
  readinessLevels: IdName[];
  industries: IdName[];
  marketSegments: IdName[];
  geoRegions: MultiSelectOption[];
  dealSizes: IdName[];
  partnershipTypes: IdName[];
}

function nonEmpty(list: IdName[] | undefined, fallback: IdName[]): IdName[] {
  return list && list.length > 0 ? list : fallback;
}

type RegionLike = IdName & Partial<Pick<GeoRegionOption, 'parentId' | 'parentName'>>;

export function formOptions(lookups: Lookups | null | undefined, subRegions?: GeoRegionOption[] | null): CompanyFormOptions {
  const regions: RegionLike[] = subRegions && subRegions.length > 0 ? subRegions : (lookups?.geoRegions ?? []);
  return {
    partnerTypes: nonEmpty(lookups?.partnerTypes, PARTNER_TYPES),
    companySizes: nonEmpty(lookups?.companySizes, COMPANY_SIZES),
    goals: nonEmpty(lookups?.goals, GOALS),
    readinessLevels: nonEmpty(lookups?.readinessLevels, READINESS_LEVELS),
    industries: lookups?.industries ?? [],
    marketSegments: lookups?.marketSegments ?? [],
    geoRegions: regions
      .filter((region) => region.parentId !== null || region.parentName)
      .map((region) => ({ id: region.id, name: region.name, group: region.parentName ?? null })),
    dealSizes: lookups?.dealSizes ?? [],
    partnershipTypes: lookups?.partnershipTypes ?? [],
  };
}

/** The label of an enumeration code, or null. */
export function codeLabel(options: IdName[], value: number | null | undefined): string | null {
  if (typeof value !== 'number') return null;
  return options.find((option) => option.id === value)?.name ?? null;
}

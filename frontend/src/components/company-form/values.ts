import type { CompanyDetail, ContactDraft, PendingCompany } from '@/components/company/types';

/** What the company screens show and edit: an approved company or the user's pending copy. */
export type CompanyView = CompanyDetail | PendingCompany;

/** A select that may still be empty: '' until the user picks a numeric code. */
export type OptionalCode = number | '';

/**
 * Values of the company form (wizard and edit). Field names are the save payload's names,
 * so a 400 answer's field errors land on the matching inputs.
 */
export interface CompanyFormValues {
  // Details info
  name: string;
  description: string;
  website: string;
  partnerType: OptionalCode;
  companySize: OptionalCode;
  // Target info
  isIndustryAgnostic: boolean;
  targetIndustryIds: number[];
  marketSegmentIds: number[];
  isGeoGlobal: boolean;
  geoRegionIds: number[];
  dealSizeIds: number[];
  goalForNextYear: OptionalCode;
  // Partner program
  partnershipTypeIds: number[];
  partnerPage: string;
  partnerProgramDescription: string;
  partnerReadiness: OptionalCode;
  // Offer
  offerDescription: string;
  // Contacts
  contacts: ContactDraft[];
}

export type CompanyFieldName = keyof CompanyFormValues;

export const detailsInfoFields = ['name', 'description', 'website', 'partnerType', 'companySize'] as const;
export const targetInfoFields = [
  'isIndustryAgnostic',
  'targetIndustryIds',
  'marketSegmentIds',
  'isGeoGlobal',
  'geoRegionIds',
  'dealSizeIds',
  'goalForNextYear',
] as const;
export const partnerProgramFields = [
  'partnershipTypeIds',
  'partnerPage',
  'partnerProgramDescription',
  'partnerReadiness',
] as const;
export const offerFields = ['offerDescription'] as const;
export const contactsFields = ['contacts'] as const;

/** Wizard step 1: details and target info; step 2: partner program, offer and contacts. */
export const wizardStepFields = {
  1: [...detailsInfoFields, ...targetInfoFields],
  2: [...partnerProgramFields, ...offerFields, ...contactsFields],
} as const satisfies Record<1 | 2, readonly CompanyFieldName[]>;

export const allCompanyFields: readonly CompanyFieldName[] = [...wizardStepFields[1], ...wizardStepFields[2]];

export function emptyCompanyValues(): CompanyFormValues {
  return {
    name: '',
    description: '',
    website: '',
    partnerType: '',
    companySize: '',
    isIndustryAgnostic: false,
    targetIndustryIds: [],
    marketSegmentIds: [],
    isGeoGlobal: false,
    geoRegionIds: [],
    dealSizeIds: [],
    goalForNextYear: '',
    partnershipTypeIds: [],
    partnerPage: '',
    partnerProgramDescription: '',
    partnerReadiness: '',
    offerDescription: '',
    contacts: [],
  };
}

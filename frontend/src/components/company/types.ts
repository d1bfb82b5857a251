import type { ChangeDetailOutput, ChangeTypeEnum, CompanyDetailOutput, ContactOutput } from '@/lib/api/generated/changes';

/**
 * Company shapes of docs/api.md, "Companies and changes (issue 4)". Field names are the
 * API's camelCase names exactly (including the spec's `targertIndustries`).
 */

export interface IdName {
  id: number;
  name: string;
}

/** A sub-region of `GET /api/geography/regions?SubRegionsOnly=true` (regions: parentId null). */
export interface GeoRegionOption extends IdName {
  parentId: number | null;
  parentName: string | null;
}

/** `GET /api/lookups`: every list is `[{id, name}]`; enumerations use the spec's codes. */
export interface Lookups {
  industries: IdName[];
  /** Sub-regions (the parent fields may be absent). */
  geoRegions: (IdName & Partial<Pick<GeoRegionOption, 'parentId' | 'parentName'>>)[];
  marketSegments: IdName[];
  dealSizes: IdName[];
  partnershipTypes: IdName[];
  /** 1 Enterprise, 2 Midmarket, 3 SMB */
  companySizes: IdName[];
  /** 1 Enter new markets, 2 Expand market share, 3 Launch new product, 4 Expand offering */
  goals: IdName[];
  /** 1 Early stage, 2 Developing, 3 Mature partner (Pro) */
  readinessLevels: IdName[];
  /** 1 Technology Partner, 2 Channel Partner */
  partnerTypes: IdName[];
}

/** 1 Technology Partner, 2 Channel Partner (a lookup code, so any number the server sends). */
export type PartnerTypeCode = number;

/** A contact as the API sends it (contactId null: added by a pending change). */
export type CompanyContact = ContactOutput;

/**
 * A contact in a form (the contact list's value). `contactId` is present for existing
 * contacts, whose e-mail cannot change.
 */
export interface ContactDraft {
  contactId?: number;
  firstName: string;
  lastName: string;
  email: string;
  position: string;
  linkedInUrl: string;
}

export interface CompanyMember {
  userId: number;
  isCompanyAdmin: boolean;
}

export interface TargetInfo {
  isIndustryAgnostic: boolean;
  targetIndustries: IdName[];
  isGeoGlobal: boolean;
  geoRegions: IdName[];
  marketSegments: IdName[];
  /** Company size code (1 Enterprise, 2 Midmarket, 3 SMB), or null when not set. */
  companySize: number | null;
  dealSizes: IdName[];
  /** Goal code (1..4), or null when not set. */
  goalForNextYear: number | null;
}

export interface PartnershipProgram {
  partnershipTypes: IdName[];
  partnerPage: string;
  /** HTML */
  partnerProgramDescription: string;
  /** Readiness code (1..3), or null when not set. */
  partnerReadiness: number | null;
}

export interface CompanyOffer {
  /** HTML */
  offerDescription: string;
}

/**
 * `GET /api/companies/{companyId}` (generated from the schema). Without view access (not an
 * admin, not a member, no active paid plan) `contacts`, `targetInfo`, `partnershipProgram`
 * and `companyOffer` are null.
 */
export type CompanyDetail = CompanyDetailOutput;

/** 1 Added (a new company), 2 Updated (a change of an existing one). */
export type CompanyChangeType = ChangeTypeEnum;

/** `GET /api/user/companies/pending` (200): the pending copy; 204 means none. */
export type PendingCompany = ChangeDetailOutput;

/** The body of `POST /api/company-changes` and `PUT /api/company-changes/{id}`. */
export interface CompanySavePayload {
  name: string;
  /** HTML */
  description: string;
  website: string;
  /** Ignored by the server (derived from the website host). */
  logoUrl: string;
  partnerType: PartnerTypeCode | null;
  marketSegmentIds: number[];
  isIndustryAgnostic: boolean;
  targetIndustryIds: number[];
  isGeoGlobal: boolean;
  geoRegionIds: number[];
  dealSizeIds: number[];
  goalForNextYear: number | null;
  companySize: number | null;
  partnershipTypeIds: number[];
  partnerReadiness: number | null;
  partnerPage: string;
  /** HTML */
  partnerProgramDescription: string;
  /** HTML */
  offerDescription: string;
  contacts: ContactDraft[];
  /** Null for a new company. */
  companyId: number | null;
  /** Present on update. */
  companyChangeId?: number | null;
}

/** 201/200 answer of saving a change. */
export interface CompanyChangeSaved {
  companyChangeId: number;
}

/** `GET /api/users/company-suggestion` (200); 204 means none. */
export interface CompanySuggestion {
  companyId: number;
  name: string;
  logoUrl: string | null;
}

export interface AssignCompanyRequest {
  companyId: number;
  userId: number;
}

/** 200 `joined` (e-mail domain matches or an admin assigned); 202 `requested`. */
export interface AssignCompanyResponse {
  status: 'joined' | 'requested';
}

/**
 * What a member whose verified e-mail is on the company's domain gets from "join":
 * `ask` (default) a join request to the company admins, `auto` membership at once.
 */
export type DomainJoinPolicy = 'ask' | 'auto';

/** `GET`/`PUT /api/companies/{companyId}/join-policy` (company admins and admins). */
export interface JoinPolicy {
  domainJoinPolicy: DomainJoinPolicy;
}

export interface CompanyJoinRequest {
  joinRequestId: number;
  userId: number;
  firstName: string;
  lastName: string;
  email: string;
  createdAt: string;
}

export interface UpdateMembersRequest {
  companyId: number;
  members: CompanyMember[];
}

/** A company card (partner program hub, lists). `targertIndustries` is spelled as the API does. */
export interface CompanyCardData {
  companyId: number;
  companyName: string;
  /** Plain text or HTML. */
  description: string;
  companyLogoUrl?: string | null;
  targertIndustries: string[];
  geoRegions: string[];
  isIndustryAgnostic?: boolean;
  isGeoGlobal?: boolean;
}

import type { ChangeDetailOutput, CompanyDetailOutput, CompanySaveInputRequest, ContactOutput } from '@/lib/api/generated/changes';
import type { DomainJoinPolicyEnum, JoinRequestOutput, MemberOutput } from '@/lib/api/generated/companies';

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

/** A contact as the API sends it (contactId null: added by a pending change). */
export type CompanyContact = ContactOutput;

/**
 * A contact in a form (the contact list's value): the API's contact, whose `contactId` is
 * present for existing contacts (their e-mail cannot change) and absent for new ones.
 */
export type ContactDraft = Omit<CompanyContact, 'contactId'> & { contactId?: number | null };

/** A member of a company (`PUT /api/companies/{id}/members` takes userId and isCompanyAdmin). */
export type CompanyMember = Pick<MemberOutput, 'userId' | 'isCompanyAdmin'>;

/** The body of `POST /api/company-changes` and `PUT /api/company-changes/{id}`. */
export type CompanySavePayload = CompanySaveInputRequest;

/** 'ask' (default) or 'auto': how members on the company's e-mail domain join. */
export type DomainJoinPolicy = DomainJoinPolicyEnum;

/** A pending join request, as company admins see it. */
export type CompanyJoinRequest = JoinRequestOutput;

/**
 * `GET /api/companies/{companyId}` (generated from the schema). Without view access (not an
 * admin, not a member, no active paid plan) `contacts`, `targetInfo`, `partnershipProgram`
 * and `companyOffer` are null.
 */
export type CompanyDetail = CompanyDetailOutput;

/** `GET /api/user/companies/pending` (200): the pending copy; 204 means none. */
export type PendingCompany = ChangeDetailOutput;


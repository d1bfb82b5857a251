/* eslint-disable */
// Generated from /api/schema/ by @rtk-query/codegen-openapi (npm run api:generate). Do not edit:
// change the backend serializers, then regenerate. Cache tags and transforms live in the
// features (enhanceEndpoints).
import { baseApi as api } from "../baseApi";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminCompaniesApproveCreate: build.mutation<
      AdminCompaniesApproveCreateApiResponse,
      AdminCompaniesApproveCreateApiArg
    >({
      query: (queryArg) => ({
        url: `/admin/companies/${queryArg.changeId}/approve`,
        method: "POST",
      }),
    }),
    adminCompaniesApproveUpdate: build.mutation<
      AdminCompaniesApproveUpdateApiResponse,
      AdminCompaniesApproveUpdateApiArg
    >({
      query: (queryArg) => ({
        url: `/admin/companies/${queryArg.changeId}/approve`,
        method: "PUT",
      }),
    }),
    adminCompaniesRejectCreate: build.mutation<
      AdminCompaniesRejectCreateApiResponse,
      AdminCompaniesRejectCreateApiArg
    >({
      query: (queryArg) => ({
        url: `/admin/companies/${queryArg.changeId}/reject`,
        method: "POST",
        body: queryArg.rejectInputRequest,
      }),
    }),
    adminCompaniesRejectUpdate: build.mutation<
      AdminCompaniesRejectUpdateApiResponse,
      AdminCompaniesRejectUpdateApiArg
    >({
      query: (queryArg) => ({
        url: `/admin/companies/${queryArg.changeId}/reject`,
        method: "PUT",
        body: queryArg.rejectInputRequest,
      }),
    }),
    adminCompaniesChangesRetrieve: build.query<
      AdminCompaniesChangesRetrieveApiResponse,
      AdminCompaniesChangesRetrieveApiArg
    >({
      query: (queryArg) => ({
        url: `/admin/companies/changes/${queryArg.changeId}`,
      }),
    }),
    adminCompaniesSearchActiveList: build.query<
      AdminCompaniesSearchActiveListApiResponse,
      AdminCompaniesSearchActiveListApiArg
    >({
      query: (queryArg) => ({
        url: `/admin/companies/search/active`,
        params: {
          PageNumber: queryArg.pageNumber,
          PageSize: queryArg.pageSize,
          Search: queryArg.search,
          SortCriteria: queryArg.sortCriteria,
          SortOrder: queryArg.sortOrder,
        },
      }),
    }),
    adminCompaniesSearchPendingList: build.query<
      AdminCompaniesSearchPendingListApiResponse,
      AdminCompaniesSearchPendingListApiArg
    >({
      query: (queryArg) => ({
        url: `/admin/companies/search/pending`,
        params: {
          PageNumber: queryArg.pageNumber,
          PageSize: queryArg.pageSize,
          Search: queryArg.search,
          SortCriteria: queryArg.sortCriteria,
          SortOrder: queryArg.sortOrder,
          Statuses: queryArg.statuses,
        },
      }),
    }),
    companyChangesCreate: build.mutation<
      CompanyChangesCreateApiResponse,
      CompanyChangesCreateApiArg
    >({
      query: (queryArg) => ({
        url: `/company-changes`,
        method: "POST",
        body: queryArg.companySaveInputRequest,
      }),
    }),
    companyChangesUpdate: build.mutation<
      CompanyChangesUpdateApiResponse,
      CompanyChangesUpdateApiArg
    >({
      query: (queryArg) => ({
        url: `/company-changes/${queryArg.changeId}`,
        method: "PUT",
        body: queryArg.companySaveInputRequest,
      }),
    }),
    userCompaniesPendingRetrieve: build.query<
      UserCompaniesPendingRetrieveApiResponse,
      UserCompaniesPendingRetrieveApiArg
    >({
      query: () => ({ url: `/user/companies/pending` }),
    }),
    userCompaniesRejectedRetrieve: build.query<
      UserCompaniesRejectedRetrieveApiResponse,
      UserCompaniesRejectedRetrieveApiArg
    >({
      query: () => ({ url: `/user/companies/rejected` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as changesApi };
export type AdminCompaniesApproveCreateApiResponse =
  /** status 200  */ CompanyIdOutput;
export type AdminCompaniesApproveCreateApiArg = {
  changeId: number;
};
export type AdminCompaniesApproveUpdateApiResponse =
  /** status 200  */ CompanyIdOutput;
export type AdminCompaniesApproveUpdateApiArg = {
  changeId: number;
};
export type AdminCompaniesRejectCreateApiResponse =
  /** status 200  */ ChangeIdOutput;
export type AdminCompaniesRejectCreateApiArg = {
  changeId: number;
  rejectInputRequest: RejectInputRequest;
};
export type AdminCompaniesRejectUpdateApiResponse =
  /** status 200  */ ChangeIdOutput;
export type AdminCompaniesRejectUpdateApiArg = {
  changeId: number;
  rejectInputRequest: RejectInputRequest;
};
export type AdminCompaniesChangesRetrieveApiResponse =
  /** status 200  */ ChangeReviewDetailOutput;
export type AdminCompaniesChangesRetrieveApiArg = {
  changeId: number;
};
export type AdminCompaniesSearchActiveListApiResponse =
  /** status 200  */ PaginatedAdminActiveCompanyOutputListRead;
export type AdminCompaniesSearchActiveListApiArg = {
  /** Page to answer, from 1. Past the last page, `data` is empty. */
  pageNumber?: number;
  /** Items per page. */
  pageSize?: number;
  /** Words to look for; every word must match. */
  search?: string;
  /** What to sort by (0: name_key). */
  sortCriteria?: 0;
  /** 0 ascending, 1 descending. */
  sortOrder?: 0 | 1;
};
export type AdminCompaniesSearchPendingListApiResponse =
  /** status 200  */ PaginatedAdminPendingChangeOutputListRead;
export type AdminCompaniesSearchPendingListApiArg = {
  /** Page to answer, from 1. Past the last page, `data` is empty. */
  pageNumber?: number;
  /** Items per page. */
  pageSize?: number;
  /** Words to look for; every word must match. */
  search?: string;
  /** What to sort by (0: name_key; 1: created_at). */
  sortCriteria?: 0 | 1;
  /** 0 ascending, 1 descending. */
  sortOrder?: 0 | 1;
  /** Change status codes, repeated (1 Pending, 2 Approved, 3 Rejected); absent: Pending only.
    
    * `1` - Pending
    * `2` - Approved
    * `3` - Rejected */
  statuses?: (1 | 2 | 3)[];
};
export type CompanyChangesCreateApiResponse = /** status 201  */ ChangeIdOutput;
export type CompanyChangesCreateApiArg = {
  companySaveInputRequest: CompanySaveInputRequest;
};
export type CompanyChangesUpdateApiResponse = /** status 200  */ ChangeIdOutput;
export type CompanyChangesUpdateApiArg = {
  changeId: number;
  companySaveInputRequest: CompanySaveInputRequest;
};
export type UserCompaniesPendingRetrieveApiResponse =
  /** status 200 The pending copy (the proposed values). */ ChangeDetailOutput;
export type UserCompaniesPendingRetrieveApiArg = void;
export type UserCompaniesRejectedRetrieveApiResponse =
  /** status 200 The latest change, rejected, with the reason. */ RejectedChangeOutputRead;
export type UserCompaniesRejectedRetrieveApiArg = void;
export type CompanyIdOutput = {
  companyId: number;
};
export type ChangeErrorCodeEnum =
  | "changeReviewed"
  | "hasCompany"
  | "notAdmin"
  | "notAllowed"
  | "notAuthenticated"
  | "notCompanyEditor"
  | "notFound"
  | "notVerified"
  | "pendingChangeExists";
export type ChangeError = {
  status: number;
  title: string;
  /** Messages by field, in the request's names; nested fields joined by dots ("contacts.0.email"). */
  errors: {
    [key: string]: string[];
  };
  /** Seconds to wait (429 only). */
  retryAfter?: number;
  /** `pendingChangeExists`: the change to update. */
  companyChangeId?: number;
  /** Why, for machines; absent on field errors.
    
    * `changeReviewed` - changeReviewed
    * `hasCompany` - hasCompany
    * `notAdmin` - notAdmin
    * `notAllowed` - notAllowed
    * `notAuthenticated` - notAuthenticated
    * `notCompanyEditor` - notCompanyEditor
    * `notFound` - notFound
    * `notVerified` - notVerified
    * `pendingChangeExists` - pendingChangeExists */
  code?: ChangeErrorCodeEnum;
};
export type ChangeIdOutput = {
  companyChangeId: number;
};
export type RejectInputRequest = {
  reason: string;
};
export type PartnerTypeEnum = 1 | 2;
export type NullEnum = null;
export type CompanyDetailStatusEnum =
  "Approved" | "Pending Approval" | "Rejected";
export type MemberOutput = {
  userId: number;
  isCompanyAdmin: boolean;
  firstName?: string;
  lastName?: string;
  email?: string;
};
export type ContactOutput = {
  /** Null for a contact a pending change adds. */
  contactId: number | null;
  firstName: string;
  lastName: string;
  email: string;
  position: string;
  linkedInUrl: string;
};
export type IdNameOutput = {
  id: number;
  name: string;
};
export type CompanySizeEnum = 1 | 2 | 3;
export type GoalForNextYearEnum = 1 | 2 | 3 | 4;
export type TargetInfoOutput = {
  isIndustryAgnostic: boolean;
  targetIndustries: IdNameOutput[];
  isGeoGlobal: boolean;
  geoRegions: IdNameOutput[];
  marketSegments: IdNameOutput[];
  companySize: (CompanySizeEnum | NullEnum) | null;
  dealSizes: IdNameOutput[];
  goalForNextYear: (GoalForNextYearEnum | NullEnum) | null;
};
export type PartnerReadinessEnum = 1 | 2 | 3;
export type PartnershipProgramOutput = {
  partnershipTypes: IdNameOutput[];
  partnerPage: string;
  /** Sanitised HTML. */
  partnerProgramDescription: string;
  partnerReadiness: (PartnerReadinessEnum | NullEnum) | null;
};
export type CompanyOfferOutput = {
  /** Sanitised HTML. */
  offerDescription: string;
};
export type ChangeTypeEnum = 1 | 2;
export type ChangeStatusEnum = 1 | 2 | 3;
export type ChangeAuthorOutput = {
  userId: number;
  email: string;
  firstName: string;
  lastName: string;
};
export type CompanyDetailOutput = {
  /** Null for a change proposing a new company. */
  companyId: number | null;
  /** The pending change, if any. */
  companyChangeId: number | null;
  name: string;
  logoUrl: string | null;
  website: string;
  /** Sanitised HTML. */
  description: string;
  partnerType: (PartnerTypeEnum | NullEnum) | null;
  status: CompanyDetailStatusEnum;
  hasUserViewAccess: boolean;
  hasUserEditAccess: boolean;
  members: MemberOutput[];
  contacts: ContactOutput[] | null;
  targetInfo: TargetInfoOutput | null;
  partnershipProgram: PartnershipProgramOutput | null;
  companyOffer: CompanyOfferOutput | null;
  /** When the company's featured placement in the hub ends (Growth: 10 days a month); null when it is not featured. */
  featuredUntil?: string | null;
};
export type SameHostCompanyOutput = {
  companyId: number;
  companyName: string;
  website: string;
};
export type ChangeReviewDetailOutput = {
  /** Null for a change proposing a new company. */
  companyId: number | null;
  /** The pending change, if any. */
  companyChangeId: number | null;
  name: string;
  logoUrl: string | null;
  website: string;
  /** Sanitised HTML. */
  description: string;
  partnerType: (PartnerTypeEnum | NullEnum) | null;
  status: CompanyDetailStatusEnum;
  hasUserViewAccess: boolean;
  hasUserEditAccess: boolean;
  members: MemberOutput[];
  contacts: ContactOutput[] | null;
  targetInfo: TargetInfoOutput | null;
  partnershipProgram: PartnershipProgramOutput | null;
  companyOffer: CompanyOfferOutput | null;
  /** When the company's featured placement in the hub ends (Growth: 10 days a month); null when it is not featured. */
  featuredUntil?: string | null;
  changeType: ChangeTypeEnum;
  changeStatus: ChangeStatusEnum;
  createdAt: string;
  updatedAt: string;
  author: ChangeAuthorOutput;
  rejectionReason: string;
  reviewedAt: string | null;
  /** The live company (an update); null for a new one. */
  currentCompany: CompanyDetailOutput | null;
  /** Names of the proposed values that differ from the live company's, in the detail's names (name, website, description, partnerType, contacts, isIndustryAgnostic, targetIndustries, isGeoGlobal, geoRegions, marketSegments, companySize, dealSizes, goalForNextYear, partnershipTypes, partnerPage, partnerProgramDescription, partnerReadiness, offerDescription); empty for a new company. */
  changedFields: string[];
  /** Other approved companies whose website has the proposed website's host. */
  sameHostCompanies: SameHostCompanyOutput[];
  /** One sentence per such company. */
  warnings: string[];
};
export type AdminActiveCompanyOutput = {
  companyId: number;
  /** The change waiting for approval, if any. */
  companyChangeId: number | null;
  companyName: string;
  partnerType: PartnerTypeEnum;
};
export type AdminActiveCompanyOutputRead = {
  companyId: number;
  /** The change waiting for approval, if any. */
  companyChangeId: number | null;
  companyName: string;
  companyLogoUrl: string | null;
  partnerType: PartnerTypeEnum;
  /** The target industries, comma separated, or "Industry agnostic"; "" when none is set. */
  targetIndustry: string;
  /** The target sub-regions, comma separated, or "Global"; "" when none is set. */
  location: string;
  /** The industry names (empty when agnostic). */
  targetIndustries: string[];
  /** The sub-region names (empty when global). */
  geoRegions: string[];
};
export type PaginatedAdminActiveCompanyOutputList = {
  data: AdminActiveCompanyOutput[];
  /** Items in the whole list. */
  totalCount: number;
};
export type PaginatedAdminActiveCompanyOutputListRead = {
  data: AdminActiveCompanyOutputRead[];
  /** Items in the whole list. */
  totalCount: number;
};
export type AdminPendingChangeOutput = {
  companyChangeId: number;
  companyId: number | null;
  /** The proposed name. */
  companyName: string;
  /** The change's status: 1 Pending, 2 Approved, 3 Rejected.
    
    * `1` - Pending
    * `2` - Approved
    * `3` - Rejected */
  status: ChangeStatusEnum;
  /** 1 Added, 2 Updated.
    
    * `1` - Added
    * `2` - Updated */
  changeType: ChangeTypeEnum;
  /** When the change was proposed. */
  createdAt: string;
};
export type AdminPendingChangeOutputRead = {
  companyChangeId: number;
  companyId: number | null;
  /** The proposed name. */
  companyName: string;
  /** The company's logo on this site while the change keeps its website host; null for a new company or host (its logo is fetched once the change is approved). */
  companyLogoUrl: string | null;
  /** The change's status: 1 Pending, 2 Approved, 3 Rejected.
    
    * `1` - Pending
    * `2` - Approved
    * `3` - Rejected */
  status: ChangeStatusEnum;
  /** 1 Added, 2 Updated.
    
    * `1` - Added
    * `2` - Updated */
  changeType: ChangeTypeEnum;
  /** When the change was proposed. */
  createdAt: string;
};
export type PaginatedAdminPendingChangeOutputList = {
  data: AdminPendingChangeOutput[];
  /** Items in the whole list. */
  totalCount: number;
};
export type PaginatedAdminPendingChangeOutputListRead = {
  data: AdminPendingChangeOutputRead[];
  /** Items in the whole list. */
  totalCount: number;
};
export type ContactInputRequest = {
  /** An existing contact (its e-mail cannot change); absent for a new one. */
  contactId?: number | null;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  position?: string | null;
  linkedInUrl?: string | null;
};
export type CompanySaveInputRequest = {
  /** The company to change; absent or null for a new company (the creation wizard's rules). */
  companyId?: number | null;
  /** Ignored: the change is the one in the path. */
  companyChangeId?: number | null;
  name?: string | null;
  /** HTML of the rich-text editor; sanitised on the way in. */
  description?: string | null;
  website?: string | null;
  /** Ignored: the logo is derived from the website. */
  logoUrl?: string | null;
  partnerType?: (PartnerTypeEnum | NullEnum) | null;
  companySize?: (CompanySizeEnum | NullEnum) | null;
  goalForNextYear?: (GoalForNextYearEnum | NullEnum) | null;
  isIndustryAgnostic?: boolean | null;
  targetIndustryIds?: number[] | null;
  isGeoGlobal?: boolean | null;
  /** Sub-regions only. */
  geoRegionIds?: number[] | null;
  marketSegmentIds?: number[] | null;
  dealSizeIds?: number[] | null;
  partnershipTypeIds?: number[] | null;
  partnerPage?: string | null;
  /** HTML of the rich-text editor; sanitised on the way in. */
  partnerProgramDescription?: string | null;
  partnerReadiness?: (PartnerReadinessEnum | NullEnum) | null;
  /** Sanitised HTML. Required for a new company; an update that leaves it out keeps the offer. */
  offerDescription?: string | null;
  contacts?: ContactInputRequest[] | null;
};
export type ChangeDetailOutput = {
  /** Null for a change proposing a new company. */
  companyId: number | null;
  /** The pending change, if any. */
  companyChangeId: number | null;
  name: string;
  logoUrl: string | null;
  website: string;
  /** Sanitised HTML. */
  description: string;
  partnerType: (PartnerTypeEnum | NullEnum) | null;
  status: CompanyDetailStatusEnum;
  hasUserViewAccess: boolean;
  hasUserEditAccess: boolean;
  members: MemberOutput[];
  contacts: ContactOutput[] | null;
  targetInfo: TargetInfoOutput | null;
  partnershipProgram: PartnershipProgramOutput | null;
  companyOffer: CompanyOfferOutput | null;
  /** When the company's featured placement in the hub ends (Growth: 10 days a month); null when it is not featured. */
  featuredUntil?: string | null;
  changeType: ChangeTypeEnum;
  changeStatus: ChangeStatusEnum;
  createdAt: string;
  updatedAt: string;
};
export type RejectedChangeOutput = {
  companyChangeId: number;
  /** Null for a new company. */
  companyId: number | null;
  changeType: ChangeTypeEnum;
  reason: string;
  reviewedAt: string;
};
export type RejectedChangeOutputRead = {
  companyChangeId: number;
  /** Null for a new company. */
  companyId: number | null;
  /** The proposed name. */
  companyName: string;
  changeType: ChangeTypeEnum;
  reason: string;
  reviewedAt: string;
};
export const {
  useAdminCompaniesApproveCreateMutation,
  useAdminCompaniesApproveUpdateMutation,
  useAdminCompaniesRejectCreateMutation,
  useAdminCompaniesRejectUpdateMutation,
  useAdminCompaniesChangesRetrieveQuery,
  useAdminCompaniesSearchActiveListQuery,
  useAdminCompaniesSearchPendingListQuery,
  useCompanyChangesCreateMutation,
  useCompanyChangesUpdateMutation,
  useUserCompaniesPendingRetrieveQuery,
  useUserCompaniesRejectedRetrieveQuery,
} = injectedRtkApi;

/* eslint-disable */
// Generated from /api/schema/ by @rtk-query/codegen-openapi (npm run api:generate). Do not edit:
// change the backend serializers, then regenerate. Cache tags and transforms live in the
// features (enhanceEndpoints).
import { baseApi as api } from "../baseApi";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    companiesRetrieve: build.query<
      CompaniesRetrieveApiResponse,
      CompaniesRetrieveApiArg
    >({
      query: (queryArg) => ({ url: `/companies/${queryArg.companyId}` }),
    }),
    companiesJoinPolicyRetrieve: build.query<
      CompaniesJoinPolicyRetrieveApiResponse,
      CompaniesJoinPolicyRetrieveApiArg
    >({
      query: (queryArg) => ({
        url: `/companies/${queryArg.companyId}/join-policy`,
      }),
    }),
    companiesJoinPolicyUpdate: build.mutation<
      CompaniesJoinPolicyUpdateApiResponse,
      CompaniesJoinPolicyUpdateApiArg
    >({
      query: (queryArg) => ({
        url: `/companies/${queryArg.companyId}/join-policy`,
        method: "PUT",
        body: queryArg.joinPolicyInputRequest,
      }),
    }),
    companiesJoinRequestsList: build.query<
      CompaniesJoinRequestsListApiResponse,
      CompaniesJoinRequestsListApiArg
    >({
      query: (queryArg) => ({
        url: `/companies/${queryArg.companyId}/join-requests`,
      }),
    }),
    companiesJoinRequestsAcceptCreate: build.mutation<
      CompaniesJoinRequestsAcceptCreateApiResponse,
      CompaniesJoinRequestsAcceptCreateApiArg
    >({
      query: (queryArg) => ({
        url: `/companies/${queryArg.companyId}/join-requests/${queryArg.joinRequestId}/accept`,
        method: "POST",
      }),
    }),
    companiesJoinRequestsDeclineCreate: build.mutation<
      CompaniesJoinRequestsDeclineCreateApiResponse,
      CompaniesJoinRequestsDeclineCreateApiArg
    >({
      query: (queryArg) => ({
        url: `/companies/${queryArg.companyId}/join-requests/${queryArg.joinRequestId}/decline`,
        method: "POST",
      }),
    }),
    companiesMembersUpdate: build.mutation<
      CompaniesMembersUpdateApiResponse,
      CompaniesMembersUpdateApiArg
    >({
      query: (queryArg) => ({
        url: `/companies/${queryArg.companyId}/members`,
        method: "PUT",
        body: queryArg.membersInputRequest,
      }),
    }),
    companiesAssignCreate: build.mutation<
      CompaniesAssignCreateApiResponse,
      CompaniesAssignCreateApiArg
    >({
      query: (queryArg) => ({
        url: `/companies/assign`,
        method: "POST",
        body: queryArg.assignInputRequest,
      }),
    }),
    companiesImportCreate: build.mutation<
      CompaniesImportCreateApiResponse,
      CompaniesImportCreateApiArg
    >({
      query: (queryArg) => ({
        url: `/companies/import`,
        method: "POST",
        body: queryArg.companyImportInputRequest,
      }),
    }),
    companiesImportRetrieve: build.query<
      CompaniesImportRetrieveApiResponse,
      CompaniesImportRetrieveApiArg
    >({
      query: (queryArg) => ({ url: `/companies/import/${queryArg.jobId}` }),
    }),
    companiesImportTemplateRetrieve: build.query<
      CompaniesImportTemplateRetrieveApiResponse,
      CompaniesImportTemplateRetrieveApiArg
    >({
      query: (queryArg) => ({
        url: `/companies/import/template`,
        params: {
          format: queryArg.format,
        },
      }),
    }),
    geographyRegionsList: build.query<
      GeographyRegionsListApiResponse,
      GeographyRegionsListApiArg
    >({
      query: (queryArg) => ({
        url: `/geography/regions`,
        params: {
          SubRegionsOnly: queryArg.subRegionsOnly,
        },
      }),
    }),
    industriesList: build.query<
      IndustriesListApiResponse,
      IndustriesListApiArg
    >({
      query: () => ({ url: `/industries` }),
    }),
    lookupsRetrieve: build.query<
      LookupsRetrieveApiResponse,
      LookupsRetrieveApiArg
    >({
      query: () => ({ url: `/lookups` }),
    }),
    partnerProgramsList: build.query<
      PartnerProgramsListApiResponse,
      PartnerProgramsListApiArg
    >({
      query: (queryArg) => ({
        url: `/partner-programs`,
        params: {
          IsFeatured: queryArg.isFeatured,
          PageNumber: queryArg.pageNumber,
          PageSize: queryArg.pageSize,
        },
      }),
    }),
    usersCompanySuggestionRetrieve: build.query<
      UsersCompanySuggestionRetrieveApiResponse,
      UsersCompanySuggestionRetrieveApiArg
    >({
      query: () => ({ url: `/users/company-suggestion` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as companiesApi };
export type CompaniesRetrieveApiResponse =
  /** status 200  */ CompanyDetailOutput;
export type CompaniesRetrieveApiArg = {
  companyId: number;
};
export type CompaniesJoinPolicyRetrieveApiResponse =
  /** status 200  */ JoinPolicyOutput;
export type CompaniesJoinPolicyRetrieveApiArg = {
  companyId: number;
};
export type CompaniesJoinPolicyUpdateApiResponse =
  /** status 200  */ JoinPolicyOutput;
export type CompaniesJoinPolicyUpdateApiArg = {
  companyId: number;
  joinPolicyInputRequest: JoinPolicyInputRequest;
};
export type CompaniesJoinRequestsListApiResponse =
  /** status 200  */ JoinRequestOutput[];
export type CompaniesJoinRequestsListApiArg = {
  companyId: number;
};
export type CompaniesJoinRequestsAcceptCreateApiResponse =
  /** status 200  */ JoinRequestDecisionOutput;
export type CompaniesJoinRequestsAcceptCreateApiArg = {
  companyId: number;
  joinRequestId: number;
};
export type CompaniesJoinRequestsDeclineCreateApiResponse =
  /** status 200  */ JoinRequestDecisionOutput;
export type CompaniesJoinRequestsDeclineCreateApiArg = {
  companyId: number;
  joinRequestId: number;
};
export type CompaniesMembersUpdateApiResponse =
  /** status 200  */ MembersOutput;
export type CompaniesMembersUpdateApiArg = {
  companyId: number;
  membersInputRequest: MembersInputRequest;
};
export type CompaniesAssignCreateApiResponse =
  | /** status 200 `joined`: the user is a member now. */ AssignOutput
  | /** status 202 `requested`: a company admin must accept. */ AssignOutput;
export type CompaniesAssignCreateApiArg = {
  assignInputRequest: AssignInputRequest;
};
export type CompaniesImportCreateApiResponse =
  /** status 202  */ CompanyImportOutputRead;
export type CompaniesImportCreateApiArg = {
  companyImportInputRequest: CompanyImportInputRequest;
};
export type CompaniesImportRetrieveApiResponse =
  /** status 200  */ CompanyImportOutputRead;
export type CompaniesImportRetrieveApiArg = {
  jobId: string;
};
export type CompaniesImportTemplateRetrieveApiResponse =
  /** status 200 companies-import-template.csv */ string;
export type CompaniesImportTemplateRetrieveApiArg = {
  format?: "csv" | "json";
};
export type GeographyRegionsListApiResponse =
  /** status 200  */ GeoRegionOutput[];
export type GeographyRegionsListApiArg = {
  /** Only the sub-regions (default false) */
  subRegionsOnly?: boolean;
};
export type IndustriesListApiResponse = /** status 200  */ IdNameOutput[];
export type IndustriesListApiArg = void;
export type LookupsRetrieveApiResponse = /** status 200  */ LookupsOutput;
export type LookupsRetrieveApiArg = void;
export type PartnerProgramsListApiResponse =
  /** status 200  */ PaginatedProgramCardOutputListRead;
export type PartnerProgramsListApiArg = {
  /** true: the companies featured now (inside an open featured window); false: the others; absent: all. */
  isFeatured?: boolean;
  /** Page to answer, from 1. Past the last page, `data` is empty. */
  pageNumber?: number;
  /** Items per page. */
  pageSize?: number;
};
export type UsersCompanySuggestionRetrieveApiResponse =
  /** status 200  */ CompanySuggestionOutputRead;
export type UsersCompanySuggestionRetrieveApiArg = void;
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
export type CompanyErrorCodeEnum =
  | "alreadyDecided"
  | "badHeader"
  | "fileTooLarge"
  | "hasCompany"
  | "noFile"
  | "noRows"
  | "notAdmin"
  | "notAllowed"
  | "notAuthenticated"
  | "notCompanyEditor"
  | "notCsv"
  | "notFound"
  | "notUtf8"
  | "notVerified"
  | "parseError"
  | "pendingChangeExists"
  | "tooManyFiles"
  | "unreadableCsv";
export type CompanyError = {
  status: number;
  title: string;
  /** Messages by field, in the request's names; nested fields joined by dots ("contacts.0.email"). */
  errors: {
    [key: string]: string[];
  };
  /** Seconds to wait (429 only). */
  retryAfter?: number;
  /** Why, for machines; absent on field errors.
    
    * `alreadyDecided` - alreadyDecided
    * `badHeader` - badHeader
    * `fileTooLarge` - fileTooLarge
    * `hasCompany` - hasCompany
    * `noFile` - noFile
    * `noRows` - noRows
    * `notAdmin` - notAdmin
    * `notAllowed` - notAllowed
    * `notAuthenticated` - notAuthenticated
    * `notCompanyEditor` - notCompanyEditor
    * `notCsv` - notCsv
    * `notFound` - notFound
    * `notUtf8` - notUtf8
    * `notVerified` - notVerified
    * `parseError` - parseError
    * `pendingChangeExists` - pendingChangeExists
    * `tooManyFiles` - tooManyFiles
    * `unreadableCsv` - unreadableCsv */
  code?: CompanyErrorCodeEnum;
};
export type DomainJoinPolicyEnum = "ask" | "auto";
export type JoinPolicyOutput = {
  /** "ask" (default): a member whose verified e-mail is on the company's domain sends a join request that a company admin accepts; "auto": they join at once.
    
    * `ask` - ask
    * `auto` - auto */
  domainJoinPolicy: DomainJoinPolicyEnum;
};
export type JoinPolicyInputRequest = {
  /** "ask" (default): a member whose verified e-mail is on the company's domain sends a join request that a company admin accepts; "auto": they join at once.
    
    * `ask` - ask
    * `auto` - auto */
  domainJoinPolicy: DomainJoinPolicyEnum;
};
export type JoinRequestOutput = {
  joinRequestId: number;
  userId: number;
  firstName: string;
  lastName: string;
  email: string;
  createdAt: string;
};
export type JoinRequestDecisionOutputStatusEnum = "accepted" | "declined";
export type JoinRequestDecisionOutput = {
  status: JoinRequestDecisionOutputStatusEnum;
};
export type MemberRoleOutput = {
  userId: number;
  isCompanyAdmin: boolean;
};
export type MembersOutput = {
  members: MemberRoleOutput[];
};
export type MemberRoleInputRequest = {
  userId: number;
  isCompanyAdmin: boolean;
};
export type MembersInputRequest = {
  members: MemberRoleInputRequest[];
};
export type AssignOutputStatusEnum = "joined" | "requested";
export type AssignOutput = {
  status: AssignOutputStatusEnum;
};
export type AssignInputRequest = {
  companyId: number;
  userId: number;
};
export type CompanyImportOutputStatusEnum =
  "queued" | "running" | "done" | "failed";
export type CompanyImportOutput = {
  jobId: string;
  /** queued, running, done; failed when an unexpected error stopped it (the rows before are imported).
    
    * `queued` - Queued
    * `running` - Running
    * `done` - Done
    * `failed` - Failed */
  status: CompanyImportOutputStatusEnum;
  fileName: string;
  fileSize: number;
  /** Rows to import. */
  totalRows: number;
  /** Rows done so far. */
  processedRows: number;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
};
export type ImportResultOutput = {
  /** Every row was imported (no errors). */
  isSuccess: boolean;
  /** Rows read below the header (blank rows left out). */
  totalRowsProcessed: number;
  /** One sentence per bad row ("Row 7: website ... is not a valid URL."); the row number is the spreadsheet's (the header is row 1). Such a row wrote nothing. */
  errors: string[];
  /** New companies (approved at once). */
  createdCount: number;
  /** Companies found by their website host and changed. */
  updatedCount: number;
  /** Companies found by their website host and left as they were. */
  unchangedCount: number;
};
export type CompanyImportOutputRead = {
  jobId: string;
  /** queued, running, done; failed when an unexpected error stopped it (the rows before are imported).
    
    * `queued` - Queued
    * `running` - Running
    * `done` - Done
    * `failed` - Failed */
  status: CompanyImportOutputStatusEnum;
  fileName: string;
  fileSize: number;
  /** Rows to import. */
  totalRows: number;
  /** Rows done so far. */
  processedRows: number;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  /** Set once the job is done or failed. */
  result: ImportResultOutput | null;
};
export type CompanyImportInputRequest = {
  /** One CSV file (.csv; UTF-8, with or without BOM), at most 5,242,880 bytes. The format: GET /api/companies/import/template and docs/csv-import.md. */
  file: Blob;
};
export type GeoRegionOutput = {
  id: number;
  name: string;
  parentId: number | null;
  parentName: string | null;
};
export type LookupsOutput = {
  industries: IdNameOutput[];
  geoRegions: GeoRegionOutput[];
  marketSegments: IdNameOutput[];
  dealSizes: IdNameOutput[];
  partnershipTypes: IdNameOutput[];
  /** `id` is the companySize code. */
  companySizes: IdNameOutput[];
  /** `id` is the goalForNextYear code. */
  goals: IdNameOutput[];
  /** `id` is the partnerReadiness code. */
  readinessLevels: IdNameOutput[];
  /** `id` is the partnerType code. */
  partnerTypes: IdNameOutput[];
};
export type ProgramCardOutput = {
  companyId: number;
  companyName: string;
  isIndustryAgnostic: boolean;
  isGeoGlobal: boolean;
};
export type ProgramCardOutputRead = {
  companyId: number;
  companyName: string;
  companyLogoUrl: string | null;
  /** The description as plain text: a card shows no markup. */
  description: string;
  /** Spelled as the spec does; null when withheld. */
  targertIndustries: string[] | null;
  /** Null when withheld. */
  geoRegions: string[] | null;
  isIndustryAgnostic: boolean;
  isGeoGlobal: boolean;
};
export type PaginatedProgramCardOutputList = {
  data: ProgramCardOutput[];
  /** Whether another page follows. */
  hasNext: boolean;
};
export type PaginatedProgramCardOutputListRead = {
  data: ProgramCardOutputRead[];
  /** Whether another page follows. */
  hasNext: boolean;
};
export type CompanySuggestionOutput = {
  companyId: number;
  name: string;
};
export type CompanySuggestionOutputRead = {
  companyId: number;
  name: string;
  logoUrl: string | null;
};
export const {
  useCompaniesRetrieveQuery,
  useCompaniesJoinPolicyRetrieveQuery,
  useCompaniesJoinPolicyUpdateMutation,
  useCompaniesJoinRequestsListQuery,
  useCompaniesJoinRequestsAcceptCreateMutation,
  useCompaniesJoinRequestsDeclineCreateMutation,
  useCompaniesMembersUpdateMutation,
  useCompaniesAssignCreateMutation,
  useCompaniesImportCreateMutation,
  useCompaniesImportRetrieveQuery,
  useCompaniesImportTemplateRetrieveQuery,
  useGeographyRegionsListQuery,
  useIndustriesListQuery,
  useLookupsRetrieveQuery,
  usePartnerProgramsListQuery,
  useUsersCompanySuggestionRetrieveQuery,
} = injectedRtkApi;

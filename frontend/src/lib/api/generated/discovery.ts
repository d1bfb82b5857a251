/* eslint-disable */
// Generated from /api/schema/ by @rtk-query/codegen-openapi (npm run api:generate). Do not edit:
// change the backend serializers, then regenerate. Cache tags and transforms live in the
// features (enhanceEndpoints).
import { baseApi as api } from "../baseApi";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    companiesScoringList: build.query<
      CompaniesScoringListApiResponse,
      CompaniesScoringListApiArg
    >({
      query: (queryArg) => ({
        url: `/companies/scoring`,
        params: {
          IsGeoGlobal: queryArg.isGeoGlobal,
          IsIndustryAgnostic: queryArg.isIndustryAgnostic,
          NumberToShow: queryArg.numberToShow,
          TargetGeoRegionIds: queryArg.targetGeoRegionIds,
          TargetIndustryIds: queryArg.targetIndustryIds,
          TargetMarketSegments: queryArg.targetMarketSegments,
        },
      }),
    }),
    historyCompanySearchList: build.query<
      HistoryCompanySearchListApiResponse,
      HistoryCompanySearchListApiArg
    >({
      query: (queryArg) => ({
        url: `/history/company-search`,
        params: {
          PageNumber: queryArg.pageNumber,
          PageSize: queryArg.pageSize,
        },
      }),
    }),
    historyCompanySearchItemsList: build.query<
      HistoryCompanySearchItemsListApiResponse,
      HistoryCompanySearchItemsListApiArg
    >({
      query: (queryArg) => ({
        url: `/history/company-search/${queryArg.searchHistoryId}/items`,
        params: {
          format: queryArg.format,
        },
      }),
    }),
    historyCompanySearchRerunCreate: build.mutation<
      HistoryCompanySearchRerunCreateApiResponse,
      HistoryCompanySearchRerunCreateApiArg
    >({
      query: (queryArg) => ({
        url: `/history/company-search/${queryArg.searchHistoryId}/rerun`,
        method: "POST",
        body: queryArg.rerunInputRequest,
      }),
    }),
    usersCompanyFiltersRetrieve: build.query<
      UsersCompanyFiltersRetrieveApiResponse,
      UsersCompanyFiltersRetrieveApiArg
    >({
      query: () => ({ url: `/users/company-filters` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as discoveryApi };
export type CompaniesScoringListApiResponse =
  /** status 200  */ ScoredCompanyOutput[];
export type CompaniesScoringListApiArg = {
  /** Any region fits; then send no TargetGeoRegionIds. */
  isGeoGlobal?: boolean;
  /** Any industry fits; then send no TargetIndustryIds. */
  isIndustryAgnostic?: boolean;
  /** How many companies to show (and pay for): 1 to the credits left. */
  numberToShow: number;
  /** Up to 3 sub-region ids. */
  targetGeoRegionIds?: number[];
  /** Up to 3 industry ids. */
  targetIndustryIds?: number[];
  /** Up to 3 market segment ids. */
  targetMarketSegments?: number[];
};
export type HistoryCompanySearchListApiResponse =
  /** status 200  */ PaginatedSearchHistoryEntryOutputListRead;
export type HistoryCompanySearchListApiArg = {
  /** Page to answer, from 1. Past the last page, `data` is empty. */
  pageNumber?: number;
  /** Items per page. */
  pageSize?: number;
};
export type HistoryCompanySearchItemsListApiResponse =
  /** status 200  */ ScoredCompanyOutput[];
export type HistoryCompanySearchItemsListApiArg = {
  format?: "csv" | "json";
  searchHistoryId: number;
};
export type HistoryCompanySearchRerunCreateApiResponse =
  /** status 200  */ ScoredCompanyOutput[];
export type HistoryCompanySearchRerunCreateApiArg = {
  searchHistoryId: number;
  rerunInputRequest: RerunInputRequest;
};
export type UsersCompanyFiltersRetrieveApiResponse =
  /** status 200  */ CompanyFiltersOutput;
export type UsersCompanyFiltersRetrieveApiArg = void;
export type CriterionEnum = "industry" | "geography" | "segment";
export type MatchEnum = "exact" | "broad" | "partial" | "missed" | "any";
export type CriterionFitOutput = {
  criterion: CriterionEnum;
  /** The level it is met at: 100, 85, 70, or 0 when missed. */
  fit: number;
  /** exact: targets one of the values; broad: Industry Agnostic / Geography Global; partial: another sub-region of the same region; missed; any: the search is Agnostic / Global.
    
    * `exact` - exact
    * `broad` - broad
    * `partial` - partial
    * `missed` - missed
    * `any` - any */
  match?: MatchEnum;
  reason: string;
};
export type ForwardFitOutput = {
  /** How well the company fits the search. */
  fit: number;
  /** The criteria the search names. */
  criteria: CriterionFitOutput[];
  /** How the criteria make the search fit. */
  reason?: string;
};
export type ReverseFitOutput = {
  /** How well the searcher's company fits the company's targets. */
  fit: number;
  /** The criteria the company states. */
  criteria: CriterionFitOutput[];
  reason: string;
};
export type FitOutput = {
  fit: number;
  reason: string;
};
export type WeightedFitOutput = {
  fit: number;
  reason: string;
  /** Its share of the match score, in percent. */
  weight: number;
};
export type BreakdownOutput = {
  forward: ForwardFitOutput;
  reverse: ReverseFitOutput;
  /** The harmonic mean of the forward and the reverse fit. */
  mutual: FitOutput;
  complementarity: WeightedFitOutput;
  /** The share of the searched values targeted exactly. */
  coverage?: WeightedFitOutput;
  readiness: WeightedFitOutput;
  completeness: WeightedFitOutput;
  /** How the parts make the match score. */
  combined: FitOutput;
};
export type CompanyScoreOutput = {
  /** The Partner Fit Score, in percent. */
  matchScore: number;
  forwardFit: number;
  reverseFit: number;
  mutualFit: number;
  /** Searched criteria met exactly or broadly. */
  criteriaMet?: number;
  /** Criteria the search names. */
  criteriaSearched?: number;
  /** Why, in one or two sentences: the criteria met and missed first. */
  summary: string;
  breakdown: BreakdownOutput;
};
export type ScoredCompanyOutput = {
  rank: number;
  companyId: number;
  companyName: string;
  companyLogoUrl: string | null;
  /** Plain text. */
  description: string;
  website: string;
  /** Empty when agnostic. */
  targertIndustries: string[];
  isIndustryAgnostic: boolean;
  /** Empty when global. */
  geoRegions: string[];
  isGeoGlobal: boolean;
  marketSegments: string[];
  /** 1 Technology, 2 Channel. */
  partnerType: number;
  companyScore: CompanyScoreOutput;
};
export type DiscoveryErrorCodeEnum =
  | "noCompany"
  | "noCompanyNoSubscription"
  | "noSubscription"
  | "notAuthenticated"
  | "notEnoughCredits"
  | "notFound"
  | "notVerified";
export type DiscoveryError = {
  status: number;
  title: string;
  /** Messages by field, in the request's names; nested fields joined by dots ("contacts.0.email"). */
  errors: {
    [key: string]: string[];
  };
  /** Seconds to wait (429 only). */
  retryAfter?: number;
  /** Credits left (`notEnoughCredits` only). */
  availableSearchTokens?: number;
  /** Why, for machines; absent on field errors.
    
    * `noCompany` - noCompany
    * `noCompanyNoSubscription` - noCompanyNoSubscription
    * `noSubscription` - noSubscription
    * `notAuthenticated` - notAuthenticated
    * `notEnoughCredits` - notEnoughCredits
    * `notFound` - notFound
    * `notVerified` - notVerified */
  code?: DiscoveryErrorCodeEnum;
};
export type SearchHistoryEntryOutput = {
  searchHistoryId: number;
  searchDate: string;
  numberOfCompanies: number;
  numberToShow: number;
  /** The search run again. */
  rerunOf: number | null;
};
export type OptionOutput = {
  id: number;
  name: string;
};
export type SearchFiltersOutput = {
  targertIndustries: OptionOutput[];
  isIndustryAgnostic: boolean;
  targetGeoRegions: OptionOutput[];
  isGeoGlobal: boolean;
  targetMarketSegments: OptionOutput[];
};
export type SearchHistoryEntryOutputRead = {
  searchHistoryId: number;
  searchDate: string;
  numberOfCompanies: number;
  numberToShow: number;
  /** The search run again. */
  rerunOf: number | null;
  filters: SearchFiltersOutput;
};
export type PaginatedSearchHistoryEntryOutputList = {
  data: SearchHistoryEntryOutput[];
  /** Items in the whole list. */
  totalCount: number;
};
export type PaginatedSearchHistoryEntryOutputListRead = {
  data: SearchHistoryEntryOutputRead[];
  /** Items in the whole list. */
  totalCount: number;
};
export type RerunInputRequest = {
  /** How many companies to show this time (absent or null: as many as the first run). */
  numberToShow?: number | null;
};
export type RegionOptionOutput = {
  id: number;
  name: string;
  /** The region (UN M49) this sub-region belongs to. */
  parentId: number;
  parentName: string;
};
export type CompanyFiltersOutput = {
  targertIndustries: OptionOutput[];
  /** Sub-regions, grouped by their region. */
  targertGeoRegions: RegionOptionOutput[];
  targertMarketSegments: OptionOutput[];
  /** Whether to offer Industry Agnostic: true when the member can search. */
  isIndustryAgnosticAvailable: boolean;
  /** Whether to offer Geography Global: true when the member can search. */
  isGeoGlobalAvailable: boolean;
  /** Search credits left. */
  availableSearchTokens: number;
};
export const {
  useCompaniesScoringListQuery,
  useHistoryCompanySearchListQuery,
  useHistoryCompanySearchItemsListQuery,
  useHistoryCompanySearchRerunCreateMutation,
  useUsersCompanyFiltersRetrieveQuery,
} = injectedRtkApi;

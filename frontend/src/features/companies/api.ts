import { baseApi } from '@/lib/api/baseApi';
import type {
  AssignCompanyRequest,
  AssignCompanyResponse,
  CompanyChangeSaved,
  CompanyDetail,
  CompanyJoinRequest,
  CompanySavePayload,
  CompanySuggestion,
  GeoRegionOption,
  JoinPolicy,
  Lookups,
  PendingCompany,
  UpdateMembersRequest,
} from './types';

/**
 * Companies and company changes (docs/api.md, "Companies and changes (issue 4)").
 * Saving a change refreshes the signed-in user (its `company` / `hasPendingCompany`), the
 * pending copy and the company itself.
 */
const api = baseApi.enhanceEndpoints({
  addTagTypes: ['Company', 'PendingCompany', 'CompanyLookups', 'CompanySuggestion', 'JoinRequests', 'JoinPolicy'],
});

/** A 204 answer (no body) arrives as `null` or an empty string; both mean "none". */
function emptyAsNull<T>(response: T | '' | null | undefined): T | null {
  if (response === '' || response === undefined || response === null) return null;
  return response;
}

export const companiesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLookups: build.query<Lookups, void>({
      query: () => '/lookups',
      providesTags: ['CompanyLookups'],
      keepUnusedDataFor: 3600,
    }),
    /** Sub-regions with their parent region, for grouping the region selector. */
    getSubRegions: build.query<GeoRegionOption[], void>({
      query: () => ({ url: '/geography/regions', params: { SubRegionsOnly: true } }),
      providesTags: ['CompanyLookups'],
      keepUnusedDataFor: 3600,
    }),
    getCompany: build.query<CompanyDetail, number>({
      query: (companyId) => `/companies/${companyId}`,
      providesTags: (_result, _error, companyId) => [{ type: 'Company', id: companyId }],
    }),
    /** The signed-in user's change waiting for approval, or null (204). */
    getPendingCompany: build.query<PendingCompany | null, void>({
      query: () => ({ url: '/user/companies/pending' }),
      transformResponse: (response: PendingCompany | '' | null) => emptyAsNull(response),
      providesTags: ['PendingCompany'],
    }),
    /** The approved company matching the user's e-mail domain, or null (204). */
    getCompanySuggestion: build.query<CompanySuggestion | null, void>({
      query: () => ({ url: '/users/company-suggestion' }),
      transformResponse: (response: CompanySuggestion | '' | null) => emptyAsNull(response),
      providesTags: ['CompanySuggestion'],
    }),
    createCompanyChange: build.mutation<CompanyChangeSaved, CompanySavePayload>({
      query: (body) => ({ url: '/company-changes', method: 'POST', body }),
      invalidatesTags: (_result, error, body) =>
        error
          ? []
          : [
              'User',
              'PendingCompany',
              'CompanySuggestion',
              ...(body.companyId ? [{ type: 'Company' as const, id: body.companyId }] : []),
            ],
    }),
    updateCompanyChange: build.mutation<CompanyChangeSaved, CompanySavePayload & { companyChangeId: number }>({
      query: (body) => ({ url: `/company-changes/${body.companyChangeId}`, method: 'PUT', body }),
      invalidatesTags: (_result, error, body) =>
        error
          ? []
          : [
              'User',
              'PendingCompany',
              ...(body.companyId ? [{ type: 'Company' as const, id: body.companyId }] : []),
            ],
    }),
    assignCompany: build.mutation<AssignCompanyResponse, AssignCompanyRequest>({
      query: (body) => ({ url: '/companies/assign', method: 'POST', body }),
      invalidatesTags: (result, error, body) =>
        error || result?.status !== 'joined'
          ? []
          : ['User', 'PendingCompany', { type: 'Company', id: body.companyId }],
    }),
    getJoinRequests: build.query<CompanyJoinRequest[], number>({
      query: (companyId) => `/companies/${companyId}/join-requests`,
      providesTags: (_result, _error, companyId) => [{ type: 'JoinRequests', id: companyId }],
    }),
    decideJoinRequest: build.mutation<
      unknown,
      { companyId: number; joinRequestId: number; decision: 'accept' | 'decline' }
    >({
      query: ({ companyId, joinRequestId, decision }) => ({
        url: `/companies/${companyId}/join-requests/${joinRequestId}/${decision}`,
        method: 'POST',
      }),
      invalidatesTags: (_result, error, { companyId }) =>
        error ? [] : [{ type: 'JoinRequests', id: companyId }, { type: 'Company', id: companyId }],
    }),
    /** The company admins' choice for members on the company's e-mail domain. */
    getJoinPolicy: build.query<JoinPolicy, number>({
      query: (companyId) => `/companies/${companyId}/join-policy`,
      providesTags: (_result, _error, companyId) => [{ type: 'JoinPolicy', id: companyId }],
    }),
    setJoinPolicy: build.mutation<JoinPolicy, JoinPolicy & { companyId: number }>({
      query: ({ companyId, domainJoinPolicy }) => ({
        url: `/companies/${companyId}/join-policy`,
        method: 'PUT',
        body: { domainJoinPolicy },
      }),
      invalidatesTags: (_result, _error, { companyId }) => [{ type: 'JoinPolicy', id: companyId }],
    }),
    updateCompanyMembers: build.mutation<unknown, UpdateMembersRequest>({
      query: ({ companyId, members }) => ({
        url: `/companies/${companyId}/members`,
        method: 'PUT',
        body: { members },
      }),
      invalidatesTags: (_result, error, { companyId }) =>
        error ? [] : [{ type: 'Company', id: companyId }, 'User'],
    }),
  }),
});

export const {
  useGetLookupsQuery,
  useGetSubRegionsQuery,
  useGetCompanyQuery,
  useGetPendingCompanyQuery,
  useGetCompanySuggestionQuery,
  useCreateCompanyChangeMutation,
  useUpdateCompanyChangeMutation,
  useAssignCompanyMutation,
  useGetJoinRequestsQuery,
  useDecideJoinRequestMutation,
  useUpdateCompanyMembersMutation,
  useGetJoinPolicyQuery,
  useSetJoinPolicyMutation,
} = companiesApi;

import {
  changesApi as generatedChangesApi,
  type ChangeDetailOutput,
  type RejectedChangeOutputRead,
} from './generated/changes';
import { companiesApi as generatedCompaniesApi, type CompanySuggestionOutputRead } from './generated/companies';

/**
 * Companies and company changes (docs/api.md, "Companies and changes (issue 4)"): the
 * endpoints are generated from the schema; here only their cache tags and the 204 answers.
 * Saving a change refreshes the signed-in user (its `company` / `hasPendingCompany`), the
 * pending copy and the company itself.
 */
const TAG_TYPES = ['Company', 'PendingCompany', 'CompanyLookups', 'CompanySuggestion', 'JoinRequests', 'JoinPolicy'] as const;

/**
 * A 204 answer (no body) arrives as `null` or an empty string; both become `null`. The
 * schema does not declare these 204s, so the generated type says the body is always there:
 * readers of these two queries take `data ?? null`.
 */
function emptyAsNull<T>(response: unknown): T {
  if (response === '' || response === undefined || response === null) return null as T;
  return response as T;
}

export const companiesApi = generatedCompaniesApi.enhanceEndpoints({
  addTagTypes: TAG_TYPES,
  endpoints: {
    lookupsRetrieve: { providesTags: ['CompanyLookups'], keepUnusedDataFor: 3600 },
    /** Sub-regions with their parent region, for grouping the region selector. */
    geographyRegionsList: { providesTags: ['CompanyLookups'], keepUnusedDataFor: 3600 },
    companiesRetrieve: {
      providesTags: (_result, _error, { companyId }) => [{ type: 'Company', id: companyId }],
    },
    /** The approved company matching the user's e-mail domain, or null (204). */
    usersCompanySuggestionRetrieve: {
      transformResponse: emptyAsNull<CompanySuggestionOutputRead>,
      providesTags: ['CompanySuggestion'],
    },
    companiesAssignCreate: {
      invalidatesTags: (result, error, { assignInputRequest }) =>
        error || result?.status !== 'joined'
          ? []
          : ['User', 'PendingCompany', { type: 'Company', id: assignInputRequest.companyId }],
    },
    companiesJoinRequestsList: {
      providesTags: (_result, _error, { companyId }) => [{ type: 'JoinRequests', id: companyId }],
    },
    companiesJoinRequestsAcceptCreate: {
      invalidatesTags: (_result, error, { companyId }) =>
        error ? [] : [{ type: 'JoinRequests', id: companyId }, { type: 'Company', id: companyId }],
    },
    companiesJoinRequestsDeclineCreate: {
      invalidatesTags: (_result, error, { companyId }) =>
        error ? [] : [{ type: 'JoinRequests', id: companyId }, { type: 'Company', id: companyId }],
    },
    /** The company admins' choice for members on the company's e-mail domain. */
    companiesJoinPolicyRetrieve: {
      providesTags: (_result, _error, { companyId }) => [{ type: 'JoinPolicy', id: companyId }],
    },
    companiesJoinPolicyUpdate: {
      invalidatesTags: (_result, _error, { companyId }) => [{ type: 'JoinPolicy', id: companyId }],
    },
    companiesMembersUpdate: {
      invalidatesTags: (_result, error, { companyId }) => (error ? [] : [{ type: 'Company', id: companyId }, 'User']),
    },
  },
});

export const changesApi = generatedChangesApi.enhanceEndpoints({
  addTagTypes: TAG_TYPES,
  endpoints: {
    /** The signed-in user's change waiting for approval, or null (204). */
    userCompaniesPendingRetrieve: {
      transformResponse: emptyAsNull<ChangeDetailOutput>,
      providesTags: ['PendingCompany'],
    },
    /** The signed-in user's latest change when an admin rejected it (with the reason), or null (204). */
    userCompaniesRejectedRetrieve: {
      transformResponse: emptyAsNull<RejectedChangeOutputRead>,
      providesTags: ['PendingCompany'],
    },
    companyChangesCreate: {
      invalidatesTags: (_result, error, { companySaveInputRequest: body }) =>
        error
          ? []
          : [
              'User',
              'PendingCompany',
              'CompanySuggestion',
              ...(body.companyId ? [{ type: 'Company' as const, id: body.companyId }] : []),
            ],
    },
    companyChangesUpdate: {
      invalidatesTags: (_result, error, { companySaveInputRequest: body }) =>
        error
          ? []
          : ['User', 'PendingCompany', ...(body.companyId ? [{ type: 'Company' as const, id: body.companyId }] : [])],
    },
  },
});

export const {
  useLookupsRetrieveQuery,
  useGeographyRegionsListQuery,
  useCompaniesRetrieveQuery,
  useUsersCompanySuggestionRetrieveQuery,
  useCompaniesAssignCreateMutation,
  useCompaniesJoinRequestsListQuery,
  useCompaniesJoinRequestsAcceptCreateMutation,
  useCompaniesJoinRequestsDeclineCreateMutation,
  useCompaniesJoinPolicyRetrieveQuery,
  useCompaniesJoinPolicyUpdateMutation,
  useCompaniesMembersUpdateMutation,
} = companiesApi;

export const {
  useUserCompaniesPendingRetrieveQuery,
  useUserCompaniesRejectedRetrieveQuery,
  useCompanyChangesCreateMutation,
  useCompanyChangesUpdateMutation,
} = changesApi;

import {
  discoveryApi as generatedDiscoveryApi,
  type CompanyFiltersOutput,
  type ScoredCompanyOutput,
  type SearchHistoryEntryOutputRead,
} from '@/lib/api/generated/discovery';

export type CompanyFilters = CompanyFiltersOutput;
export type ScoredCompany = ScoredCompanyOutput;
export type SearchHistoryEntry = SearchHistoryEntryOutputRead;

/**
 * Discovery's endpoints (docs/discovery.md), generated from the schema; here only their cache
 * tags. A search or a re-run spends credits and adds a history entry, so both refresh the
 * filters (availableSearchTokens) and the pipeline.
 */
export const discoveryApi = generatedDiscoveryApi.enhanceEndpoints({
  addTagTypes: ['DiscoveryFilters', 'SearchHistory'],
  endpoints: {
    usersCompanyFiltersRetrieve: { providesTags: ['DiscoveryFilters'] },
    historyCompanySearchList: { providesTags: ['SearchHistory'] },
    historyCompanySearchItemsList: {
      providesTags: (_result, _error, { searchHistoryId }) => [{ type: 'SearchHistory', id: searchHistoryId }],
    },
    historyCompanySearchRerunCreate: {
      invalidatesTags: (_result, error) => (error ? ['DiscoveryFilters'] : ['DiscoveryFilters', 'SearchHistory']),
    },
    // Each search is a new one (it spends credits): never answered from the cache.
    companiesScoringList: { keepUnusedDataFor: 0 },
  },
});

export const {
  useUsersCompanyFiltersRetrieveQuery: useCompanyFiltersQuery,
  useLazyCompaniesScoringListQuery: useLazySearchQuery,
  useHistoryCompanySearchListQuery: useSearchHistoryQuery,
  useLazyHistoryCompanySearchListQuery: useLazySearchHistoryQuery,
  useHistoryCompanySearchItemsListQuery: useSearchItemsQuery,
  useHistoryCompanySearchRerunCreateMutation: useRerunSearchMutation,
} = discoveryApi;

/** After a search: the credits left and the pipeline change. */
export const searchDoneTags = discoveryApi.util.invalidateTags(['DiscoveryFilters', 'SearchHistory']);

/** Codes of the 403 that gates discovery (spec section 6). */
export type GateCode = 'noCompany' | 'noSubscription' | 'noCompanyNoSubscription';

export function gateCodeOf(code: unknown): GateCode | null {
  return code === 'noCompany' || code === 'noSubscription' || code === 'noCompanyNoSubscription' ? code : null;
}

/** What the member still needs, from their session (the server decides; this opens the dialog at once). */
export function gateCodeFor(hasCompany: boolean, hasSubscription: boolean): GateCode | null {
  if (!hasCompany && !hasSubscription) return 'noCompanyNoSubscription';
  if (!hasCompany) return 'noCompany';
  if (!hasSubscription) return 'noSubscription';
  return null;
}

/** A search's results as a CSV file for a CRM (the generated client reads JSON only). */
export interface SearchCsv {
  csv: string;
  filename: string;
}

function filenameOf(disposition: string | null | undefined, fallback: string): string {
  const match = /filename="?([^";]+)"?/i.exec(disposition ?? '');
  return match?.[1] ?? fallback;
}

const csvApi = discoveryApi.injectEndpoints({
  endpoints: (build) => ({
    searchResultsCsv: build.mutation<SearchCsv, number>({
      query: (searchHistoryId) => ({
        url: `/history/company-search/${searchHistoryId}/items`,
        params: { format: 'csv' },
        headers: { Accept: 'text/csv' },
        // Not response.text(): UTF-8 decoding drops the byte order mark the server puts first
        // so that spreadsheets read the file as UTF-8; the saved file keeps every byte. An
        // error is the JSON error body (its title is the toast).
        responseHandler: async (response: Response) =>
          response.headers.get('Content-Type')?.includes('json')
            ? response.json()
            : new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer()),
      }),
      transformResponse: (csv: string, meta, searchHistoryId) => ({
        csv,
        filename: filenameOf(
          (meta as { response?: Response } | undefined)?.response?.headers.get('Content-Disposition'),
          `partner-search-${searchHistoryId}.csv`,
        ),
      }),
    }),
  }),
});

export const { useSearchResultsCsvMutation } = csvApi;

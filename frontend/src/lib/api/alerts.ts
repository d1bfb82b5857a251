import {
  alertsApi as generatedAlertsApi,
  type FrequencyEnum,
  type SavedSearchInputRequest,
  type SavedSearchOutputRead,
} from './generated/alerts';

export type SavedSearch = SavedSearchOutputRead;
export type AlertFrequency = FrequencyEnum;
export type SavedSearchCriteria = Pick<
  SavedSearchInputRequest,
  'isIndustryAgnostic' | 'targetIndustryIds' | 'isGeoGlobal' | 'targetGeoRegionIds' | 'targetMarketSegments'
>;

/**
 * Saved searches and their alerts (docs/alerts.md): generated endpoints; here their cache
 * tags. Shared (lib) because discovery saves them (after a search, and from a pipeline row) and
 * opens them (`/companies?savedSearchId=`), and the saved-searches screens list and change them.
 */
export const alertsApi = generatedAlertsApi.enhanceEndpoints({
  addTagTypes: ['SavedSearches', 'SavedSearch'],
  endpoints: {
    savedSearchesList: { providesTags: ['SavedSearches'] },
    savedSearchesRetrieve: {
      providesTags: (_result, _error, { savedSearchId }) => [{ type: 'SavedSearch', id: savedSearchId }],
    },
    savedSearchesCreate: { invalidatesTags: (_result, error) => (error ? [] : ['SavedSearches']) },
    savedSearchesFromHistoryCreate: { invalidatesTags: (_result, error) => (error ? [] : ['SavedSearches']) },
    savedSearchesPartialUpdate: {
      invalidatesTags: (_result, error, { savedSearchId }) =>
        error ? [] : ['SavedSearches', { type: 'SavedSearch', id: savedSearchId }],
    },
    savedSearchesDestroy: {
      invalidatesTags: (_result, error, { savedSearchId }) =>
        error ? [] : ['SavedSearches', { type: 'SavedSearch', id: savedSearchId }],
    },
  },
});

export const {
  useSavedSearchesListQuery: useSavedSearchesQuery,
  useSavedSearchesRetrieveQuery: useSavedSearchQuery,
  useSavedSearchesCreateMutation: useSavedSearchCreateMutation,
  useSavedSearchesFromHistoryCreateMutation: useSavedSearchFromHistoryMutation,
  useSavedSearchesPartialUpdateMutation: useSavedSearchUpdateMutation,
  useSavedSearchesDestroyMutation: useSavedSearchDeleteMutation,
  useAlertsUnsubscribeCreateMutation: useAlertsUnsubscribeMutation,
} = alertsApi;

/** 0 Off, 1 Instant, 2 Daily, 3 Weekly (docs/alerts.md), in the order the screens offer them. */
export const FREQUENCIES: { value: AlertFrequency; label: string; hint: string }[] = [
  { value: 0, label: 'Off', hint: 'No alerts: the search is kept to run again.' },
  { value: 1, label: 'Instant', hint: 'As soon as a fitting company is approved.' },
  { value: 2, label: 'Daily', hint: 'At most one digest a day.' },
  { value: 3, label: 'Weekly', hint: 'At most one digest a week.' },
];

export function frequencyLabel(value: AlertFrequency): string {
  return FREQUENCIES.find((frequency) => frequency.value === value)?.label ?? 'Off';
}

/** The limits and messages of docs/alerts.md (apps/alerts/errors.py). */
export const SAVED_SEARCH_LIMITS = { nameMax: 100, topNMin: 1, topNMax: 50, topNDefault: 10 } as const;
export const SAVED_SEARCH_MESSAGES = {
  name: 'The name must be 1 to 100 characters.',
  topN: 'Top N must be a whole number from 1 to 50.',
} as const;

/** Said wherever a saved search is opened in discovery: running it is a search. */
export const OPEN_SPENDS_CREDITS =
  'Opening it fills in its criteria; running the search there uses one search credit for each company shown, as any search does. Alerts use none.';

/** Answers of the saved-searches API (apps/alerts/api/serializers.py) for the jest tests. */
import type { SavedSearchOutputRead } from '@/lib/api/generated/alerts';

export function makeSavedSearch(overrides: Partial<SavedSearchOutputRead> = {}): SavedSearchOutputRead {
  return {
    savedSearchId: 4,
    name: 'Cyber in Europe',
    filters: {
      targertIndustries: [{ id: 1, name: 'Cybersecurity' }],
      isIndustryAgnostic: false,
      targetGeoRegions: [{ id: 155, name: 'Western Europe' }],
      isGeoGlobal: false,
      targetMarketSegments: [],
    },
    topN: 15,
    frequency: 1,
    emailAlerts: true,
    searchHistoryId: null,
    createdAt: '2026-11-20T10:00:00Z',
    updatedAt: '2026-11-20T10:00:00Z',
    lastDigestAt: null,
    alertsCount: 0,
    pendingCount: 0,
    lastAlertAt: null,
    ...overrides,
  };
}


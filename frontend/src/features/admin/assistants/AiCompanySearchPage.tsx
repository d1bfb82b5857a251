import { useCallback, useMemo } from 'react';
import { ChatPanel } from '@/components/chat/ChatPanel';
import { SEARCH_WORDS } from '@/components/chat/ChatIndicator';
import { SuggestionChips, type SuggestionGroup } from '@/components/chat/SuggestionChips';
import { PageHeader } from '@/components/PageHeader';
import { useUsersCompanyFiltersRetrieveQuery } from '@/lib/api/generated/discovery';
import { promptWithName } from '@/lib/assistants/suggestions';
import { useAssistantChat } from '@/lib/assistants/useAssistantChat';

export const COMPANY_SEARCH_EXAMPLES = [
  'cybersecurity resellers in Western Europe for mid-market',
  'Which industries can I search by?',
] as const;

/**
 * /admin/ai-company-search (spec section 2): a prompt plus suggestion chips for regions,
 * industries and market segments (the names of GET /api/users/company-filters); answers come
 * with company cards or chips; the previous conversation is loaded on opening.
 */
export function AiCompanySearchPage() {
  const chat = useAssistantChat({ hub: 'company-search', loadHistory: true });
  const filters = useUsersCompanyFiltersRetrieveQuery();
  const { setDraft } = chat;
  const pick = useCallback((name: string) => setDraft((draft) => promptWithName(draft, name)), [setDraft]);

  const groups = useMemo<SuggestionGroup[]>(() => {
    const data = filters.data;
    if (!data) return [];
    return [
      { label: 'Geo regions', names: data.targertGeoRegions.map((region) => region.name) },
      { label: 'Industries', names: data.targertIndustries.map((industry) => industry.name) },
      { label: 'Market segments', names: data.targertMarketSegments.map((segment) => segment.name) },
    ];
  }, [filters.data]);

  return (
    <>
      <PageHeader title="AI Company Search" subtitle="Find approved companies by describing the partners you need." />
      <ChatPanel
        chat={chat}
        inputLabel="Describe the companies to find"
        placeholder="An industry, a region and a market segment… (Enter to search)"
        intro="Describe the partners you are looking for, or pick regions, industries and segments below. The best matches come back as cards with their Partner Fit Score."
        examples={COMPANY_SEARCH_EXAMPLES}
        indicatorWords={SEARCH_WORDS}
        suggestions={groups.length > 0 ? <SuggestionChips groups={groups} onPick={pick} /> : null}
        onPickName={pick}
      />
    </>
  );
}

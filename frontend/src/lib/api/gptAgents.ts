import { agentsApi, type GptAgentOutputRead, type GptAgentsListApiArg } from './generated/agents';

/** A GPT agent of the AI partner tools catalogue (spec section 3). */
export type GptAgent = GptAgentOutputRead;
export type GptAgentsQuery = GptAgentsListApiArg;

/** `SortCriteria` of `GET /api/gpt-agents` (docs/api.md): catalogue order, name, date added, conversations. */
export const GPT_SORT = { catalogue: 0, name: 1, added: 2, conversations: 3 } as const;

/**
 * The catalogue, generated from the schema (shared by the dashboard and the tools page); here
 * only its cache tag and the list unwrapped from its `{data, hasNext}` page.
 */
export const gptAgentsApi = agentsApi.enhanceEndpoints({
  addTagTypes: ['GptAgent'],
  endpoints: {
    gptAgentsList: { providesTags: ['GptAgent'] },
    gptAgentsRetrieve: { providesTags: (_result, _error, { agentId }) => [{ type: 'GptAgent', id: agentId }] },
  },
});

export const { useGptAgentsListQuery, useGptAgentsRetrieveQuery } = gptAgentsApi;

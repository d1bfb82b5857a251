import { baseApi } from './baseApi';

export interface GptAgent {
  id: number;
  name: string;
  description: string;
  logoUrl: string | null;
  isExternal: boolean;
  externalUrl: string | null;
  numberOfConversations: number;
}

export interface GptAgentsQuery {
  IsFeatured: boolean;
  PageNumber: number;
  PageSize: number;
  SortCriteria?: number;
  SortOrder?: number;
}

interface GptAgentsPage {
  data: GptAgent[];
  hasNext?: boolean;
  totalCount?: number;
}

export const assistantsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getGptAgents: build.query<GptAgent[], GptAgentsQuery>({
      query: (params) => ({ url: '/gpt-agents', params: { ...params } }),
      transformResponse: (response: GptAgentsPage | GptAgent[]) =>
        Array.isArray(response) ? response : (response?.data ?? []),
      providesTags: ['GptAgent'],
    }),
  }),
});

export const { useGetGptAgentsQuery } = assistantsApi;

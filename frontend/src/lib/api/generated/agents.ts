/* eslint-disable */
// Generated from /api/schema/ by @rtk-query/codegen-openapi (npm run api:generate). Do not edit:
// change the backend serializers, then regenerate. Cache tags and transforms live in the
// features (enhanceEndpoints).
import { baseApi as api } from "../baseApi";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    gptAgentsList: build.query<GptAgentsListApiResponse, GptAgentsListApiArg>({
      query: (queryArg) => ({
        url: `/gpt-agents`,
        params: {
          IsFeatured: queryArg.isFeatured,
          PageNumber: queryArg.pageNumber,
          PageSize: queryArg.pageSize,
          SortCriteria: queryArg.sortCriteria,
          SortOrder: queryArg.sortOrder,
        },
      }),
    }),
    gptAgentsRetrieve: build.query<
      GptAgentsRetrieveApiResponse,
      GptAgentsRetrieveApiArg
    >({
      query: (queryArg) => ({ url: `/gpt-agents/${queryArg.agentId}` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as agentsApi };
export type GptAgentsListApiResponse =
  /** status 200  */ PaginatedGptAgentOutputListRead;
export type GptAgentsListApiArg = {
  /** true: the featured agents; false: the others; absent: all. */
  isFeatured?: boolean;
  /** Page to answer, from 1. Past the last page, `data` is empty. */
  pageNumber?: number;
  /** Items per page. */
  pageSize?: number;
  /** What to sort by (0: ordering, name; 1: name; 2: created_at; 3: number_of_conversations). */
  sortCriteria?: 0 | 1 | 2 | 3;
  /** 0 ascending, 1 descending. */
  sortOrder?: 0 | 1;
};
export type GptAgentsRetrieveApiResponse =
  /** status 200  */ GptAgentOutputRead;
export type GptAgentsRetrieveApiArg = {
  agentId: number;
};
export type GptAgentOutput = {
  id: number;
  name: string;
  description: string;
  isExternal: boolean;
  numberOfConversations: number;
};
export type GptAgentOutputRead = {
  id: number;
  name: string;
  description: string;
  logoUrl: string | null;
  isExternal: boolean;
  /** Where an external agent opens; null for an internal one. */
  externalUrl: string | null;
  numberOfConversations: number;
};
export type PaginatedGptAgentOutputList = {
  data: GptAgentOutput[];
  /** Whether another page follows. */
  hasNext: boolean;
};
export type PaginatedGptAgentOutputListRead = {
  data: GptAgentOutputRead[];
  /** Whether another page follows. */
  hasNext: boolean;
};
export type AgentErrorCodeEnum =
  "agentNotFound" | "noSubscription" | "notAuthenticated" | "notVerified";
export type AgentError = {
  status: number;
  title: string;
  /** Messages by field, in the request's names; nested fields joined by dots ("contacts.0.email"). */
  errors: {
    [key: string]: string[];
  };
  /** Seconds to wait (429 only). */
  retryAfter?: number;
  /** Why, for machines; absent on field errors.
    
    * `agentNotFound` - agentNotFound
    * `noSubscription` - noSubscription
    * `notAuthenticated` - notAuthenticated
    * `notVerified` - notVerified */
  code?: AgentErrorCodeEnum;
};
export const { useGptAgentsListQuery, useGptAgentsRetrieveQuery } =
  injectedRtkApi;

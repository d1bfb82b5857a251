/* eslint-disable */
// Generated from /api/schema/ by @rtk-query/codegen-openapi (npm run api:generate). Do not edit:
// change the backend serializers, then regenerate. Cache tags and transforms live in the
// features (enhanceEndpoints).
import { baseApi as api } from "../baseApi";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    aiAssistantsThreadsActiveRetrieve: build.query<
      AiAssistantsThreadsActiveRetrieveApiResponse,
      AiAssistantsThreadsActiveRetrieveApiArg
    >({
      query: (queryArg) => ({
        url: `/ai-assistants/threads/active/${queryArg.userId}`,
        params: {
          agentId: queryArg.agentId,
          assistant: queryArg.assistant,
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as assistantsApi };
export type AiAssistantsThreadsActiveRetrieveApiResponse =
  /** status 200  */ ActiveThreadOutput;
export type AiAssistantsThreadsActiveRetrieveApiArg = {
  /** The internal GPT agent (assistant=agent). */
  agentId?: number;
  /** Which assistant's conversation (default: the company search). `agent` needs agentId.
    
    * `chat` - AI assistant
    * `chat-v2` - AI assistant v2
    * `company-search` - AI company search
    * `partner-program-builder` - AI partner program builder
    * `agent` - GPT agent */
  assistant?:
    "chat" | "chat-v2" | "company-search" | "partner-program-builder" | "agent";
  userId: number;
};
export type DataTypeEnum =
  "Companies" | "GeoRegions" | "Industries" | "MarketSegments";
export type NullEnum = null;
export type ChatCompanyCardOutput = {
  companyId: number;
  name: string;
  /** Served from this site; null: the initials. */
  logoUrl: string | null;
  website: string;
  /** The profile's first words (plain text). */
  description: string;
  /** The Partner Fit Score, in percent. */
  score: number;
  /** Why it scored so, in words. */
  summary: string;
  targetIndustries: string[];
  isIndustryAgnostic: boolean;
  geoRegions: string[];
  isGeoGlobal: boolean;
  marketSegments: string[];
  /** 1 Technology, 2 Channel (absent from cards stored before it). */
  partnerType?: number | null;
};
export type ChatNamedItemOutput = {
  name: string;
};
export type ChatDataItem = ChatCompanyCardOutput | ChatNamedItemOutput;
export type ThreadMessageOutputStatusEnum =
  "done" | "streaming" | "stopped" | "failed";
export type ThreadMessageOutput = {
  id: number;
  text: string;
  isAssistant: boolean;
  dataType: (DataTypeEnum | NullEnum) | null;
  /** The items of a data message (dataType). */
  data: ChatDataItem[] | null;
  status: ThreadMessageOutputStatusEnum;
};
export type ActiveThreadOutput = {
  /** Null before the first message. */
  threadId: number | null;
  messages: ThreadMessageOutput[];
};
export type AssistantErrorCodeEnum =
  | "accountPending"
  | "agentNotFound"
  | "aiLimitReached"
  | "assistantFailed"
  | "badArguments"
  | "busy"
  | "connectionExpired"
  | "emptyPrompt"
  | "invalidApiKey"
  | "invalidCharacters"
  | "messageTooLarge"
  | "noSubscription"
  | "notAdmin"
  | "notAllowed"
  | "notAuthenticated"
  | "notFound"
  | "notVerified"
  | "promptTooLong"
  | "rateLimited"
  | "serviceUnavailable"
  | "sessionEnded"
  | "unknownMethod"
  | "unknownThread";
export type AssistantError = {
  status: number;
  title: string;
  /** Messages by field, in the request's names; nested fields joined by dots ("contacts.0.email"). */
  errors: {
    [key: string]: string[];
  };
  /** Seconds to wait (429 only). */
  retryAfter?: number;
  /** Why, for machines; absent on field errors.
    
    * `accountPending` - accountPending
    * `agentNotFound` - agentNotFound
    * `aiLimitReached` - aiLimitReached
    * `assistantFailed` - assistantFailed
    * `badArguments` - badArguments
    * `busy` - busy
    * `connectionExpired` - connectionExpired
    * `emptyPrompt` - emptyPrompt
    * `invalidApiKey` - invalidApiKey
    * `invalidCharacters` - invalidCharacters
    * `messageTooLarge` - messageTooLarge
    * `noSubscription` - noSubscription
    * `notAdmin` - notAdmin
    * `notAllowed` - notAllowed
    * `notAuthenticated` - notAuthenticated
    * `notFound` - notFound
    * `notVerified` - notVerified
    * `promptTooLong` - promptTooLong
    * `rateLimited` - rateLimited
    * `serviceUnavailable` - serviceUnavailable
    * `sessionEnded` - sessionEnded
    * `unknownMethod` - unknownMethod
    * `unknownThread` - unknownThread */
  code?: AssistantErrorCodeEnum;
};
export const { useAiAssistantsThreadsActiveRetrieveQuery } = injectedRtkApi;

/**
 * What the assistant hubs send, read through one declared shape: the items of a data message
 * are the OpenAPI schema's `ChatCompanyCardOutput` and `ChatNamedItemOutput` (declared by
 * apps/assistants/api/serializers.py, which tools.company_card is held to, and generated into
 * lib/api/generated), checked at run time by the zod schemas below, which must produce exactly
 * those types (a field added to or dropped from the declaration fails the type check here).
 * The structured hubs' chunk (`{threadId, summary, jsonData, dataType}`) is the hub's own
 * (docs/assistants.md, "Hubs and paths").
 */
import '@/lib/zodSetup';
import { z } from 'zod';
import type { ChatCompanyCardOutput, ChatNamedItemOutput, DataTypeEnum } from '@/lib/api/generated/assistants';

/** Compile-time: A and B are the same type (each assignable to the other). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

export const chatDataTypeSchema = z.enum(['Companies', 'GeoRegions', 'Industries', 'MarketSegments']);

export const chatCompanySchema = z.object({
  companyId: z.number(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  website: z.string(),
  description: z.string(),
  score: z.number(),
  summary: z.string(),
  targetIndustries: z.array(z.string()),
  isIndustryAgnostic: z.boolean(),
  geoRegions: z.array(z.string()),
  isGeoGlobal: z.boolean(),
  marketSegments: z.array(z.string()),
  partnerType: z.number().nullable().optional(),
});

export const chatNamedItemSchema = z.object({ name: z.string() });

/** Spec section 3, "Assistant reply": a ReceiveToken argument of the company search and the program builder. */
export const assistantReplySchema = z.object({
  threadId: z.number().nullable(),
  summary: z.string(),
  jsonData: z.string().nullable(),
  dataType: chatDataTypeSchema.nullable(),
});

export type ChatDataType = z.infer<typeof chatDataTypeSchema>;
export type ChatCompany = z.infer<typeof chatCompanySchema>;
export type NamedItem = z.infer<typeof chatNamedItemSchema>;
export type AssistantReply = z.infer<typeof assistantReplySchema>;

// The declared shape, both ways: these fail to compile when the schema and the parsers differ.
export const SHAPES_AGREE: [
  Same<ChatCompany, ChatCompanyCardOutput>,
  Same<NamedItem, ChatNamedItemOutput>,
  Same<ChatDataType, DataTypeEnum>,
] = [true, true, true];

export type ChatData =
  | { dataType: 'Companies'; data: ChatCompany[] }
  | { dataType: 'GeoRegions' | 'Industries' | 'MarketSegments'; data: NamedItem[] };

/** The items of a data message, checked item by item (a malformed item is left out). */
export function chatData(dataType: unknown, items: unknown): ChatData | null {
  const type = chatDataTypeSchema.safeParse(dataType);
  if (!type.success || !Array.isArray(items)) return null;
  if (type.data === 'Companies') {
    return { dataType: 'Companies', data: itemsOf(chatCompanySchema, items) };
  }
  return { dataType: type.data, data: itemsOf(chatNamedItemSchema, items) };
}

function itemsOf<T>(schema: z.ZodType<T>, items: unknown[]): T[] {
  const valid: T[] = [];
  for (const item of items) {
    const parsed = schema.safeParse(item);
    if (parsed.success) valid.push(parsed.data);
  }
  return valid;
}

/** A ReceiveToken argument: a text chunk (text hubs) or an AssistantReply (structured hubs). */
export function readChunk(chunk: unknown): { text: string; threadId: number | null; data: ChatData | null } {
  if (typeof chunk === 'string') return { text: chunk, threadId: null, data: null };
  const reply = assistantReplySchema.safeParse(chunk);
  if (!reply.success) return { text: '', threadId: null, data: null };
  const { summary, threadId, jsonData, dataType } = reply.data;
  let data: ChatData | null = null;
  if (jsonData && dataType) {
    try {
      data = chatData(dataType, JSON.parse(jsonData));
    } catch {
      data = null;
    }
  }
  return { text: summary, threadId, data };
}

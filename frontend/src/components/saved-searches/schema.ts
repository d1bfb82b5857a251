import '@/lib/zodSetup';
import { z } from 'zod';
import { SAVED_SEARCH_LIMITS, SAVED_SEARCH_MESSAGES } from '@/lib/api/alerts';

function isTopN(value: string): boolean {
  if (!/^\s*\d+\s*$/.test(value)) return false;
  const topN = Number(value);
  return topN >= SAVED_SEARCH_LIMITS.topNMin && topN <= SAVED_SEARCH_LIMITS.topNMax;
}

/** A saved search's settings, with the API's messages word for word (apps/alerts/errors.py). */
export const savedSearchSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, SAVED_SEARCH_MESSAGES.name)
    .max(SAVED_SEARCH_LIMITS.nameMax, SAVED_SEARCH_MESSAGES.name),
  /** '0' Off, '1' Instant, '2' Daily, '3' Weekly (a radio group's value). */
  frequency: z.enum(['0', '1', '2', '3']),
  topN: z.string().refine(isTopN, SAVED_SEARCH_MESSAGES.topN),
  emailAlerts: z.boolean(),
});

export type SavedSearchValues = z.infer<typeof savedSearchSchema>;

export const renameSchema = savedSearchSchema.pick({ name: true });

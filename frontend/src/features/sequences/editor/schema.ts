import '@/lib/zodSetup';
import { z } from 'zod';
import { SEQUENCE_LIMITS, SEQUENCE_MESSAGES } from '@/lib/api/sequences';

/** A whole number of business days, 1 to 30, as typed (the field keeps the text). */
function isDelay(value: string): boolean {
  if (!/^\s*\d+\s*$/.test(value)) return false;
  const days = Number(value);
  return days >= SEQUENCE_LIMITS.delayMin && days <= SEQUENCE_LIMITS.delayMax;
}

/** The sequence editor's form, with the API's messages word for word (apps/sequences/errors.py). */
export const sequenceSchema = z.object({
  name: z.string().trim().min(1, SEQUENCE_MESSAGES.name).max(SEQUENCE_LIMITS.nameMax, SEQUENCE_MESSAGES.name),
  steps: z
    .array(
      z.object({
        delayDays: z.string().refine(isDelay, SEQUENCE_MESSAGES.delay),
        body: z
          .string()
          .refine((value) => value.trim().length > 0 && value.length <= SEQUENCE_LIMITS.bodyMax, SEQUENCE_MESSAGES.body),
      }),
    )
    .min(1, SEQUENCE_MESSAGES.steps)
    .max(SEQUENCE_LIMITS.stepsMax, SEQUENCE_MESSAGES.steps),
});

export type SequenceValues = z.infer<typeof sequenceSchema>;

export const NEW_STEP = { delayDays: '3', body: '' };

/** The body the API takes: delays as numbers, texts as written. */
export function sequenceBody(values: SequenceValues) {
  return {
    name: values.name.trim(),
    steps: values.steps.map((step) => ({ delayDays: Number(step.delayDays), body: step.body })),
  };
}

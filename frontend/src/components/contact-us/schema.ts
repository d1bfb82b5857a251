import '@/lib/zodSetup';
import { z } from 'zod';

/** Contact topics (spec section 9); the sidebar preselects 'General question'. */
export const CONTACT_TOPICS = [
  'Custom pricing plan',
  'General question',
  'Problem',
  'Feature request',
  'Other',
] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export const contactUsMessages = {
  topicRequired: 'Please select a topic',
  messageRequired: 'Message cannot be empty',
  sent: 'We received your message and will get back to you soon.',
  failed: 'Failed to send. Please try again in a moment.',
} as const;

/** Field names are the request's names: `title` (the topic) and `text`. */
export const contactUsSchema = z.object({
  title: z
    .string()
    .refine((value) => (CONTACT_TOPICS as readonly string[]).includes(value), contactUsMessages.topicRequired),
  text: z.string().trim().min(1, contactUsMessages.messageRequired),
});
export type ContactUsValues = z.infer<typeof contactUsSchema>;

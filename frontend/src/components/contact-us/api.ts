/** `POST /api/contact-us`, generated from the schema (no cache tags: nothing to refresh). */
export { useContactUsCreateMutation } from '@/lib/api/generated/accounts';

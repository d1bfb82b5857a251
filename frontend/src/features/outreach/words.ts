import type { IntroRequestItem } from '@/lib/api/outreach';

export type RequestState = IntroRequestItem['state'];

/** A request's state as the inbox shows it, with its chip colour. */
export const STATE_WORDS: Record<RequestState, { label: string; color: 'default' | 'info' | 'success' | 'warning' | 'error' }> = {
  pending: { label: 'Pending', color: 'info' },
  accepted: { label: 'Accepted', color: 'success' },
  declined: { label: 'Declined', color: 'error' },
  withdrawn: { label: 'Withdrawn', color: 'default' },
  expired: { label: 'Expired', color: 'default' },
};

/** The decline reasons (apps/outreach/models.py IntroRequest.DeclineReason), in the API's words. */
export const DECLINE_REASONS = [
  { code: 'notAFit', label: 'Not a fit for us' },
  { code: 'noCapacity', label: 'No capacity for new partners now' },
  { code: 'alreadyPartnered', label: 'We already work with a similar partner' },
  { code: 'timing', label: 'Not the right time' },
  { code: 'other', label: 'Other' },
] as const;

export type DeclineReasonCode = (typeof DECLINE_REASONS)[number]['code'];

/** "3 Dec 2026, 14:05" in the reader's locale. */
export function dateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** The company on the other side of a request, as the member's company sees it. */
export function otherCompanyOf(request: Pick<IntroRequestItem, 'box' | 'senderCompany' | 'receiverCompany'>) {
  return request.box === 'received' ? request.senderCompany : request.receiverCompany;
}

/** When a request happened, in the inbox's words: sent, then answered / expires. */
export function requestDates(request: Pick<IntroRequestItem, 'box' | 'state' | 'createdAt' | 'expiresAt' | 'decidedAt'>, format: (value: string | null) => string): string {
  const sent = `${request.box === 'received' ? 'Received' : 'Sent'} ${format(request.createdAt)}`;
  if (request.state === 'pending') return `${sent} · Expires ${format(request.expiresAt)}`;
  if (request.state === 'expired') return `${sent} · Expired ${format(request.decidedAt ?? request.expiresAt)}`;
  return `${sent} · ${STATE_WORDS[request.state].label} ${format(request.decidedAt)}`;
}

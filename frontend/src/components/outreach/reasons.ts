import { paths } from '@/lib/paths';

/** Where a member fixes what stops them sending an intro request, by the API's code. */
export interface FixLink {
  label: string;
  to: string;
}

/** The ids a refusal may point at: the request waiting between the two companies, or their conversation. */
export interface RefusalTargets {
  introRequestId?: number | null;
  conversationId?: number | null;
}

/**
 * The link beside a refusal (docs/outreach.md "Who may send"): no company -> My Company; no
 * paid plan or no requests left -> Plans; a request already waiting or a conversation already
 * open -> that request or conversation. Suspension, a receiver that turned requests off and
 * one's own company have nothing to fix here.
 */
export function fixLinkFor(code: string | null | undefined, targets: RefusalTargets = {}): FixLink | null {
  switch (code) {
    case 'noCompany':
      return { label: 'Go to My Company', to: paths.myCompany };
    case 'noSubscription':
      return { label: 'See the plans', to: paths.pricing };
    case 'quotaExhausted':
      return { label: 'See the plans for more requests', to: paths.pricing };
    case 'requestAlreadyOpen':
      return targets.introRequestId ? { label: 'Open the request', to: paths.outreach.request(targets.introRequestId) } : null;
    case 'conversationExists':
      return targets.conversationId
        ? { label: 'Open the conversation', to: paths.outreach.conversation(targets.conversationId) }
        : null;
    default:
      return null;
  }
}

/** Spec-style field rules of a request's message, in the API's words (apps/outreach/errors.py). */
export const MESSAGE_MIN = 20;
export const MESSAGE_MAX = 2000;
export const MESSAGE_LENGTH_ERROR = 'The message must be 20 to 2,000 characters.';

/** The API trims the message before it counts it (DRF's CharField). */
export function messageLengthOk(message: string): boolean {
  const length = message.trim().length;
  return length >= MESSAGE_MIN && length <= MESSAGE_MAX;
}

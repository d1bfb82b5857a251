/**
 * Answers of the outreach API (apps/outreach/api/serializers.py) for the jest tests: each
 * builder gives a whole, valid body, with what the test is about overridden.
 */
import type {
  CompanyScoreOutput,
  CompanyStatusOutput,
  ConversationDetailOutput,
  IntroRequestDetailOutput,
  IntroRequestItemOutput,
  MessageOutput,
  ReportOutput,
  SettingsOutput,
} from '@/lib/api/generated/outreach';
import type { SummaryOutput } from '@/lib/api/generated/outreachSummary';

export const ACME = { companyId: 3, name: 'Acme Industries', logoUrl: null };
export const BETA = { companyId: 8, name: 'Beta Channel', logoUrl: null };

export function makeSummary(overrides: Partial<SummaryOutput> = {}): SummaryOutput {
  return {
    unreadRequests: 0,
    pendingReceivedRequests: 0,
    unreadConversations: 0,
    unreadMessages: 0,
    quota: { used: 17, limit: 20, left: 3, resetsOn: '2026-12-01' },
    canSend: true,
    cannotSendReason: null,
    companyId: ACME.companyId,
    companyAcceptsRequests: true,
    companySuspended: false,
    ...overrides,
  };
}

export function makeCompanyStatus(overrides: Partial<CompanyStatusOutput> = {}): CompanyStatusOutput {
  return {
    companyId: BETA.companyId,
    acceptsRequests: true,
    canSend: true,
    cannotSendReason: null,
    openRequestId: null,
    conversationId: null,
    quota: { used: 17, limit: 20, left: 3, resetsOn: '2026-12-01' },
    partnershipTypes: [
      { id: 4, name: 'Referral' },
      { id: 5, name: 'Reseller' },
    ],
    ...overrides,
  };
}

export function makeFit(overrides: Partial<CompanyScoreOutput> = {}): CompanyScoreOutput {
  const reason = 'Targets Cybersecurity, one of your industries.';
  return {
    matchScore: 82,
    forwardFit: 90,
    reverseFit: 70,
    mutualFit: 79,
    criteriaMet: 2,
    criteriaSearched: 3,
    summary: 'Meets 2 of your 3 criteria exactly.',
    breakdown: {
      forward: {
        fit: 90,
        criteria: [
          { criterion: 'industry', fit: 100, match: 'exact', reason },
          { criterion: 'geography', fit: 100, match: 'exact', reason: 'Works in Western Europe.' },
          { criterion: 'segment', fit: 0, match: 'missed', reason: 'Does not sell to enterprises.' },
        ],
        reason: 'Two of three criteria met.',
      },
      reverse: {
        fit: 70,
        criteria: [{ criterion: 'industry', fit: 100, match: 'exact', reason: 'You target Fintech.' }],
        reason: 'You fit most of what they look for.',
      },
      mutual: { fit: 79, reason: 'Both ways.' },
      complementarity: { fit: 100, reason: 'A vendor and a channel partner.', weight: 20 },
      readiness: { fit: 60, reason: 'Developing program.', weight: 10 },
      completeness: { fit: 100, reason: 'Complete profile.', weight: 10 },
      combined: { fit: 82, reason: 'The weighted parts.' },
    },
    ...overrides,
  };
}

export function makeRequestItem(overrides: Partial<IntroRequestItemOutput> = {}): IntroRequestItemOutput {
  return {
    introRequestId: 41,
    box: 'received',
    type: 2,
    state: 'pending',
    excerpt: 'Hello Acme team, we would like to talk about reselling your platform in Western Europe.',
    createdAt: '2026-11-20T10:00:00Z',
    expiresAt: '2026-12-20T10:00:00Z',
    decidedAt: null,
    senderCompany: BETA,
    receiverCompany: ACME,
    senderUser: { userId: 21, firstName: 'Bea', lastName: 'Admin' },
    matchScore: 82,
    conversationId: null,
    isUnread: true,
    ...overrides,
  };
}

export function makeRequestDetail(overrides: Partial<IntroRequestDetailOutput> = {}): IntroRequestDetailOutput {
  const item = makeRequestItem(overrides);
  // Asserted, not annotated: fields the API adds later (other issues') are not this test's concern.
  return {
    ...item,
    message: 'Hello Acme team, we would like to talk about reselling your platform in Western Europe.\nSee https://beta.example/partners.',
    partnershipType: null,
    searchHistoryId: null,
    fit: makeFit(),
    declineReason: null,
    senderContacts: [
      { contactId: 1, firstName: 'Rita', lastName: 'Receiver', email: 'rita@beta.example', position: 'Partner manager', linkedInUrl: '' },
    ],
    receiverContacts: null,
    can: { accept: true, decline: true, withdraw: false, report: true },
    followUps: [],
    ...overrides,
  } as IntroRequestDetailOutput;
}

export function makeMessage(overrides: Partial<MessageOutput> = {}): MessageOutput {
  return {
    messageId: 100,
    body: 'Shall we talk on Thursday?',
    isInternalNote: false,
    createdAt: '2026-11-21T09:00:00Z',
    authorCompanyId: BETA.companyId,
    author: { userId: 21, firstName: 'Bea', lastName: 'Admin' },
    isOwnSide: false,
    isMine: false,
    ...overrides,
  };
}

export function makeConversation(overrides: Partial<ConversationDetailOutput> = {}): ConversationDetailOutput {
  return {
    conversationId: 9,
    otherCompany: BETA,
    isClosed: false,
    closedAt: null,
    closedByPlatform: false,
    createdAt: '2026-11-20T11:00:00Z',
    lastMessageAt: '2026-11-21T09:00:00Z',
    unreadCount: 0,
    lastMessage: null,
    lastReadMessageId: 100,
    messages: [makeMessage()],
    hasMore: false,
    otherCompanyContacts: [
      { contactId: 1, firstName: 'Rita', lastName: 'Receiver', email: 'rita@beta.example', position: 'Partner manager', linkedInUrl: '' },
    ],
    introRequest: makeRequestItem({ state: 'accepted', box: 'sent', senderCompany: ACME, receiverCompany: BETA, conversationId: 9, decidedAt: '2026-11-20T11:00:00Z', isUnread: false }),
    can: { post: true, close: true, reopen: false, report: true },
    ...overrides,
  };
}

export function makeSettings(overrides: Partial<SettingsOutput> = {}): SettingsOutput {
  return {
    company: { companyId: ACME.companyId, acceptsRequests: true, canEdit: true, isSuspended: false },
    emails: { newRequest: true, decision: true, newMessage: true },
    ...overrides,
  } as SettingsOutput;
}

export function makeReport(overrides: Partial<ReportOutput> = {}): ReportOutput {
  return {
    reportId: 5,
    status: 'open',
    reason: 'Spam: the same pitch to every company.',
    createdAt: '2026-11-22T08:00:00Z',
    target: 'conversation',
    introRequestId: null,
    conversationId: 9,
    reporter: { userId: 7, firstName: 'Ada', lastName: 'Lovelace' },
    reporterCompany: ACME,
    reportedCompany: BETA,
    reportedCompanySuspended: false,
    evidence: {
      kind: 'conversation',
      messages: [{ messageId: 100, company: 'Beta Channel', author: 'Bea Admin', body: 'Buy now!!!', createdAt: '2026-11-21T09:00:00Z' }],
    },
    handledBy: null,
    handledAt: null,
    action: '',
    ...overrides,
  };
}

/** The events ticket the API hands out (POST /api/outreach/events-ticket). */
export const EVENTS_TICKET = { ticket: 'tkt', url: '/outreach-events?ticket=tkt', expiresIn: 60 };

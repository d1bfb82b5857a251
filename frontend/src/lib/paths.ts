/** Every route of the spec's route table, in one place. */
export const paths = {
  home: '/',
  homeAlias: '/home',

  signIn: '/sign-in',
  signUp: '/sign-up',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  wwpassCallback: '/wwpass-callback',
  otp: '/otp',

  companies: '/companies',
  companyNew: '/companies/new',
  companyDetails: (companyId: number | string) => `/companies/${companyId}`,
  myCompany: '/my-company',
  partnerPipeline: '/partner-pipeline',
  partnerProgramHub: '/partner-program-hub',
  aiPartnerTools: '/ai-partner-tools',
  aiAssistant: '/ai-assistant',
  sequences: '/sequences',
  /** Follow-up sequences (issue 24): a new one, one with its enrolments, its editor. */
  sequenceNew: '/sequences/new',
  sequence: (sequenceId: number | string) => `/sequences/${sequenceId}`,
  sequenceEdit: (sequenceId: number | string) => `/sequences/${sequenceId}/edit`,
  /** Saved searches with their alerts (issue 24); the alert e-mails' one-click opt-out (no sign-in). */
  savedSearches: '/saved-searches',
  alertsUnsubscribe: '/alerts/unsubscribe',
  pricing: '/pricing',
  paymentSuccess: '/payments/success',
  paymentCancel: '/payments/cancel',
  knowledgeBase: '/knowledge-base',
  knowledgeArticle: (slug: string) => `/knowledge-base/${slug}`,
  settings: '/settings',
  profile: '/settings/profile',
  gptAgent: (id: number | string) => `/gpt-agents/${id}`,

  /** Partner outreach (issue 23): the inbox's tabs, a request, a conversation, settings. */
  outreach: {
    root: '/outreach',
    sent: '/outreach/sent',
    conversations: '/outreach/conversations',
    settings: '/outreach/settings',
    request: (introRequestId: number | string) => `/outreach/requests/${introRequestId}`,
    conversation: (conversationId: number | string) => `/outreach/conversations/${conversationId}`,
    /** The e-mails' one-click opt-out (no sign-in needed). */
    unsubscribe: '/outreach/unsubscribe',
  },

  admin: {
    root: '/admin',
    companiesImport: '/admin/companies-import',
    activeCompanies: '/admin/companies/active',
    activeCompany: (companyId: number | string) => `/admin/companies/active/${companyId}`,
    pendingCompanies: '/admin/companies/pending',
    pendingCompany: (companyChangeId: number | string) => `/admin/companies/pending/${companyChangeId}`,
    users: '/admin/users',
    aiAssistantV2: '/admin/ai-assistant-v2',
    aiCompanySearch: '/admin/ai-company-search',
    aiPartnerProgramBuilder: '/admin/ai-partner-program-builder',
    outreachReports: '/admin/outreach/reports',
  },

  forbidden: '/403',
  notFound: '/404',
} as const;

/** External pages (placeholders until the product's public site is set up). */
export const externalLinks = {
  terms: 'https://partnermatch.example/terms',
  privacy: 'https://partnermatch.example/privacy',
  cheatSheets: 'https://partnermatch.example/guides/cheat-sheets',
  jointPartnerValueBuilder: 'https://partnermatch.example/joint-partner-value-builder',
} as const;

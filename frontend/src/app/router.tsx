import {
  lazy,
  Suspense,
  type ComponentType,
  type LazyExoticComponent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router';
import { FullPageLoader } from '@/components/FullPageLoader';
import { RedirectIfSignedIn, RequireAdmin, RequireAuth, SessionAwareLayout } from './guards';
import { paths } from '@/lib/paths';

/*
 * Every screen and both layouts are lazy, so the entry chunk holds only the providers,
 * the router and the session guards (first-load budget, docs/architecture.md). Each
 * import names its chunk (`webpackChunkName`): scripts/check-size.js adds the chunks of
 * the first screens (/sign-in and /) to the budget by these names.
 */

/** A lazy component that can start loading its chunk before it renders. */
type Preloadable<TProps> = LazyExoticComponent<ComponentType<TProps>> & { preload: () => Promise<unknown> };

/** Lazy screen from a module's export (named, or `default`), so each area ships as its own chunk. */
function lazyNamed<TModule, TKey extends keyof TModule, TProps = object>(
  load: () => Promise<TModule>,
  name: TKey,
): Preloadable<TProps> {
  const component = lazy(async () => ({ default: (await load())[name] as unknown as ComponentType<TProps> }));
  return Object.assign(component, { preload: load });
}

function lazyDefault(load: () => Promise<{ default: ComponentType }>): Preloadable<object> {
  return lazyNamed(load, 'default');
}

const auth = {
  SignIn: lazyDefault(() => import(/* webpackChunkName: "page-sign-in" */ '@/features/auth/pages/SignInPage')),
  SignUp: lazyDefault(() => import(/* webpackChunkName: "page-sign-up" */ '@/features/auth/pages/SignUpPage')),
  ForgotPassword: lazyDefault(
    () => import(/* webpackChunkName: "page-forgot-password" */ '@/features/auth/pages/ForgotPasswordPage'),
  ),
  ResetPassword: lazyDefault(
    () => import(/* webpackChunkName: "page-reset-password" */ '@/features/auth/pages/ResetPasswordPage'),
  ),
  Otp: lazyDefault(() => import(/* webpackChunkName: "page-otp" */ '@/features/auth/pages/OtpPage')),
  WwpassCallback: lazyDefault(
    () => import(/* webpackChunkName: "page-wwpass-callback" */ '@/features/auth/pages/WwpassCallbackPage'),
  ),
};

const loadAppLayout = () => import(/* webpackChunkName: "layout-app" */ './layout/AppLayout');
const AppLayout = lazyNamed<Awaited<ReturnType<typeof loadAppLayout>>, 'AppLayout', { showBreadcrumbs?: boolean }>(
  loadAppLayout,
  'AppLayout',
);
const PublicLayout = lazyNamed(() => import(/* webpackChunkName: "layout-public" */ './layout/PublicLayout'), 'PublicLayout');
const loadErrorPages = () => import(/* webpackChunkName: "page-error" */ '@/components/ErrorPage');
const ForbiddenPage = lazyNamed(loadErrorPages, 'ForbiddenPage');
const NotFoundPage = lazyNamed(loadErrorPages, 'NotFoundPage');

/** A lazy layout renders before any Suspense boundary of its own: give it a full-page one. */
function withLoader(element: ReactNode): ReactElement {
  return <Suspense fallback={<FullPageLoader />}>{element}</Suspense>;
}

const loadCompanies = () => import(/* webpackChunkName: "area-companies" */ '@/features/companies/pages');
const loadChanges = () => import(/* webpackChunkName: "area-changes" */ '@/features/changes');
const loadDiscovery = () => import(/* webpackChunkName: "area-discovery" */ '@/features/discovery/pages');
const loadBilling = () => import(/* webpackChunkName: "area-billing" */ '@/features/billing/pages');
const loadAssistants = () => import(/* webpackChunkName: "area-assistants" */ '@/features/assistants/pages');
const loadAdmin = () => import(/* webpackChunkName: "area-admin" */ '@/features/admin/pages');
const loadOutreach = () => import(/* webpackChunkName: "area-outreach" */ '@/features/outreach/pages');
const loadSequences = () => import(/* webpackChunkName: "area-sequences" */ '@/features/sequences/pages');
// Saved searches open discovery and are opened from it: one chunk with it (fewer chunks, a smaller runtime).
const loadAlerts = () => import(/* webpackChunkName: "area-discovery" */ '@/features/alerts/pages');

const Home = lazyDefault(() => import(/* webpackChunkName: "page-home" */ '@/features/home/HomePage'));
const Profile = lazyDefault(() => import(/* webpackChunkName: "page-profile" */ '@/features/accounts/ProfilePage'));
const KnowledgeBase = lazyDefault(
  () => import(/* webpackChunkName: "page-knowledge-base" */ '@/features/knowledge/KnowledgeBasePage'),
);
const CompanyDetailsGuide = lazyDefault(
  () => import(/* webpackChunkName: "page-guide-company-details" */ '@/features/knowledge/CompanyDetailsGuidePage'),
);
const PartnerProgramGuide = lazyDefault(
  () => import(/* webpackChunkName: "page-guide-partner-program" */ '@/features/knowledge/PartnerProgramGuidePage'),
);
const MarketplaceGuide = lazyDefault(
  () => import(/* webpackChunkName: "page-guide-marketplace" */ '@/features/knowledge/MarketplaceGuidePage'),
);

const MyCompany = lazyNamed(loadCompanies, 'MyCompanyPage');
const CompanyNew = lazyNamed(loadChanges, 'CompanyNewPage');
const CompanyDetails = lazyNamed<Awaited<ReturnType<typeof loadCompanies>>, 'CompanyDetailsPage', { backTo?: string }>(
  loadCompanies,
  'CompanyDetailsPage',
);
const Discovery = lazyNamed(loadDiscovery, 'DiscoveryPage');
const PartnerPipeline = lazyNamed(loadDiscovery, 'PartnerPipelinePage');
const PartnerProgramHub = lazyDefault(
  () => import(/* webpackChunkName: "page-partner-program-hub" */ '@/features/partner-programs/PartnerProgramHubPage'),
);
const SavedSearches = lazyNamed(loadAlerts, 'SavedSearchesPage');
// The alert e-mails' opt-out works without a session: a small chunk with outreach's, on the public layout.
const AlertsUnsubscribe = lazyNamed(
  () => import(/* webpackChunkName: "page-outreach-unsubscribe" */ '@/features/alerts/AlertsUnsubscribePage'),
  'AlertsUnsubscribePage',
);
const sequences = {
  List: lazyNamed(loadSequences, 'SequencesPage'),
  Sequence: lazyNamed(loadSequences, 'SequencePage'),
  Editor: lazyNamed(loadSequences, 'SequenceEditorPage'),
};
const Pricing = lazyNamed(loadBilling, 'PricingPage');
const PaymentSuccess = lazyNamed(loadBilling, 'PaymentSuccessPage');
const PaymentCancel = lazyNamed(loadBilling, 'PaymentCancelPage');
const AiPartnerTools = lazyNamed(loadAssistants, 'AiPartnerToolsPage');
const AiAssistant = lazyNamed(loadAssistants, 'AiAssistantPage');
const GptAgent = lazyNamed(loadAssistants, 'GptAgentPage');

const outreach = {
  Received: lazyNamed(loadOutreach, 'ReceivedRequestsPage'),
  Sent: lazyNamed(loadOutreach, 'SentRequestsPage'),
  Conversations: lazyNamed(loadOutreach, 'ConversationsPage'),
  Request: lazyNamed(loadOutreach, 'IntroRequestPage'),
  Conversation: lazyNamed(loadOutreach, 'ConversationPage'),
  Settings: lazyNamed(loadOutreach, 'OutreachSettingsPage'),
  // The e-mails' opt-out works without a session: its own small chunk, on the public layout.
  Unsubscribe: lazyNamed(
    () => import(/* webpackChunkName: "page-outreach-unsubscribe" */ '@/features/outreach/unsubscribe/UnsubscribePage'),
    'UnsubscribePage',
  ),
};

const admin = {
  CompaniesImport: lazyNamed(loadAdmin, 'CompaniesImportPage'),
  ActiveCompanies: lazyNamed(loadAdmin, 'ActiveCompaniesPage'),
  PendingCompanies: lazyNamed(loadAdmin, 'PendingCompaniesPage'),
  PendingCompany: lazyNamed(loadAdmin, 'PendingCompanyPage'),
  Users: lazyNamed(loadAdmin, 'UsersPage'),
  AiAssistantV2: lazyNamed(loadAdmin, 'AiAssistantV2Page'),
  AiCompanySearch: lazyNamed(loadAdmin, 'AiCompanySearchPage'),
  AiPartnerProgramBuilder: lazyNamed(loadAdmin, 'AiPartnerProgramBuilderPage'),
  OutreachReports: lazyNamed(loadAdmin, 'OutreachReportsPage'),
};

export const routes: RouteObject[] = [
  // Public screens over the blurred home teaser.
  {
    element: withLoader(<PublicLayout />),
    children: [
      {
        element: <RedirectIfSignedIn />,
        children: [
          { path: paths.signIn, element: <auth.SignIn /> },
          { path: paths.signUp, element: <auth.SignUp /> },
        ],
      },
      { path: paths.forgotPassword, element: <auth.ForgotPassword /> },
      { path: paths.resetPassword, element: <auth.ResetPassword /> },
      { path: paths.wwpassCallback, element: <auth.WwpassCallback /> },
      { path: paths.otp, element: <auth.Otp /> },
      { path: paths.outreach.unsubscribe, element: <outreach.Unsubscribe /> },
      { path: paths.alertsUnsubscribe, element: <AlertsUnsubscribe /> },
    ],
  },
  // Signed-in area.
  {
    element: <RequireAuth />,
    children: [
      {
        element: withLoader(<AppLayout />),
        children: [
          { index: true, element: <Home /> },
          { path: paths.homeAlias, element: <Home /> },
          { path: paths.companies, element: <Discovery /> },
          { path: paths.companyNew, element: <CompanyNew /> },
          { path: `${paths.companies}/:companyId`, element: <CompanyDetails /> },
          { path: paths.myCompany, element: <MyCompany /> },
          { path: paths.partnerPipeline, element: <PartnerPipeline /> },
          { path: paths.savedSearches, element: <SavedSearches /> },
          { path: paths.partnerProgramHub, element: <PartnerProgramHub /> },
          { path: paths.aiPartnerTools, element: <AiPartnerTools /> },
          { path: paths.aiAssistant, element: <AiAssistant /> },
          {
            path: paths.sequences,
            children: [
              { index: true, element: <sequences.List /> },
              { path: 'new', element: <sequences.Editor /> },
              { path: ':sequenceId', element: <sequences.Sequence /> },
              { path: ':sequenceId/edit', element: <sequences.Editor /> },
            ],
          },
          { path: paths.pricing, element: <Pricing /> },
          { path: paths.paymentSuccess, element: <PaymentSuccess /> },
          { path: paths.paymentCancel, element: <PaymentCancel /> },
          {
            path: paths.knowledgeBase,
            children: [
              { index: true, element: <KnowledgeBase /> },
              { path: 'company-details', element: <CompanyDetailsGuide /> },
              { path: 'partner-program', element: <PartnerProgramGuide /> },
              { path: 'marketplace', element: <MarketplaceGuide /> },
            ],
          },
          { path: paths.settings, element: <Navigate to={paths.profile} replace /> },
          { path: paths.profile, element: <Profile /> },
          { path: '/gpt-agents/:id', element: <GptAgent /> },
          {
            path: paths.outreach.root,
            children: [
              { index: true, element: <outreach.Received /> },
              { path: 'sent', element: <outreach.Sent /> },
              { path: 'conversations', element: <outreach.Conversations /> },
              { path: 'conversations/:conversationId', element: <outreach.Conversation /> },
              { path: 'requests', element: <Navigate to={paths.outreach.root} replace /> },
              { path: 'requests/:introRequestId', element: <outreach.Request /> },
              { path: 'settings', element: <outreach.Settings /> },
            ],
          },
          {
            path: paths.admin.root,
            element: <RequireAdmin />,
            children: [
              { index: true, element: <Navigate to={paths.admin.companiesImport} replace /> },
              { path: 'companies-import', element: <admin.CompaniesImport /> },
              { path: 'companies/active', element: <admin.ActiveCompanies /> },
              // Company details with the admin's edit rights (spec section 4): the member screen, composed here.
              { path: 'companies/active/:companyId', element: <CompanyDetails backTo={paths.admin.activeCompanies} /> },
              { path: 'companies/pending', element: <admin.PendingCompanies /> },
              { path: 'companies/pending/:companyChangeId', element: <admin.PendingCompany /> },
              { path: 'users', element: <admin.Users /> },
              { path: 'ai-assistant-v2', element: <admin.AiAssistantV2 /> },
              { path: 'ai-company-search', element: <admin.AiCompanySearch /> },
              { path: 'ai-partner-program-builder', element: <admin.AiPartnerProgramBuilder /> },
              { path: 'outreach', element: <Navigate to={paths.admin.outreachReports} replace /> },
              { path: 'outreach/reports', element: <admin.OutreachReports /> },
            ],
          },
        ],
      },
    ],
  },
  // 403 and not-found: inside the signed-in layout when there is a session.
  {
    element: withLoader(<SessionAwareLayout signedIn={<AppLayout showBreadcrumbs={false} />} />),
    children: [
      { path: paths.forbidden, element: <ForbiddenPage /> },
      { path: paths.notFound, element: <NotFoundPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * Starts loading, all at once, the chunks of the lazy layout and screen a first visit will
 * show, instead of one after the other as each lazy parent renders its child. A visitor
 * without a session is headed for the sign-in screen, a member with one away from it, as
 * the guards decide.
 */
export function preloadRoute(pathname: string, { signedIn }: { signedIn: boolean }): Promise<unknown> {
  const matches = matchRoutes(routes, pathname) ?? [];
  const guardedBy = (guard: ComponentType<never>) => matches.some(({ route }) => isElementOf(route.element, guard));
  if (!signedIn && guardedBy(RequireAuth)) return preloadRoute(paths.signIn, { signedIn });
  if (signedIn && guardedBy(RedirectIfSignedIn)) return preloadRoute(paths.home, { signedIn });
  const loads: Promise<unknown>[] = [];
  for (const { route } of matches) preloadElement(route.element, signedIn, loads);
  // A chunk that fails here is loaded again (and its error shown) when the screen renders.
  return Promise.allSettled(loads);
}

function isElementOf(node: ReactNode, type: ComponentType<never>): boolean {
  return Boolean(node && typeof node === 'object' && 'type' in node && node.type === type);
}

function preloadElement(node: ReactNode, signedIn: boolean, loads: Promise<unknown>[]): void {
  if (!node || typeof node !== 'object' || !('type' in node)) return;
  const element = node as ReactElement<{ children?: ReactNode; signedIn?: ReactNode }>;
  const type = element.type as Partial<Preloadable<object>>;
  if (typeof type.preload === 'function') loads.push(type.preload());
  // Walk wrappers: the Suspense of withLoader, and SessionAwareLayout's signed-in layout.
  preloadElement(element.props.children, signedIn, loads);
  if (element.type === SessionAwareLayout && signedIn) preloadElement(element.props.signedIn, signedIn, loads);
}

export function createAppRouter({ signedIn }: { signedIn: boolean }) {
  void preloadRoute(window.location.pathname, { signedIn });
  return createBrowserRouter(routes);
}


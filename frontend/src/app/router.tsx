import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { ForbiddenPage, NotFoundPage } from '@/components/ErrorPage';
import { RedirectIfSignedIn, RequireAdmin, RequireAuth, SessionAwareLayout } from './guards';
import { AppLayout } from './layout/AppLayout';
import { PublicLayout } from './layout/PublicLayout';
import { paths } from './paths';

/** Lazy screen from a module's named export, so each area ships as its own chunk. */
function lazyNamed<TModule, TKey extends keyof TModule>(
  load: () => Promise<TModule>,
  name: TKey,
): LazyExoticComponent<ComponentType> {
  return lazy(async () => ({ default: (await load())[name] as unknown as ComponentType }));
}

const auth = {
  SignIn: lazy(() => import('@/features/auth/pages/SignInPage')),
  SignUp: lazy(() => import('@/features/auth/pages/SignUpPage')),
  ForgotPassword: lazy(() => import('@/features/auth/pages/ForgotPasswordPage')),
  ResetPassword: lazy(() => import('@/features/auth/pages/ResetPasswordPage')),
  Otp: lazy(() => import('@/features/auth/pages/OtpPage')),
  WwpassCallback: lazy(() => import('@/features/auth/pages/WwpassCallbackPage')),
};

const loadCompanies = () => import('@/features/companies/pages');
const loadDiscovery = () => import('@/features/discovery/pages');
const loadBilling = () => import('@/features/billing/pages');
const loadAssistants = () => import('@/features/assistants/pages');
const loadAdmin = () => import('@/features/admin/pages');

const Home = lazy(() => import('@/features/home/HomePage'));
const Profile = lazy(() => import('@/features/accounts/ProfilePage'));
const KnowledgeBase = lazy(() => import('@/features/knowledge/KnowledgeBasePage'));
const CompanyDetailsGuide = lazy(() => import('@/features/knowledge/CompanyDetailsGuidePage'));
const PartnerProgramGuide = lazy(() => import('@/features/knowledge/PartnerProgramGuidePage'));
const MarketplaceGuide = lazy(() => import('@/features/knowledge/MarketplaceGuidePage'));

const MyCompany = lazyNamed(loadCompanies, 'MyCompanyPage');
const CompanyNew = lazyNamed(loadCompanies, 'CompanyNewPage');
const CompanyDetails = lazyNamed(loadCompanies, 'CompanyDetailsPage');
const Discovery = lazyNamed(loadDiscovery, 'DiscoveryPage');
const PartnerPipeline = lazyNamed(loadDiscovery, 'PartnerPipelinePage');
const PartnerProgramHub = lazy(() => import('@/features/companies/hub/PartnerProgramHubPage'));
const Sequences = lazyNamed(loadDiscovery, 'SequencesPage');
const Pricing = lazyNamed(loadBilling, 'PricingPage');
const PaymentSuccess = lazyNamed(loadBilling, 'PaymentSuccessPage');
const PaymentCancel = lazyNamed(loadBilling, 'PaymentCancelPage');
const AiPartnerTools = lazyNamed(loadAssistants, 'AiPartnerToolsPage');
const AiAssistant = lazyNamed(loadAssistants, 'AiAssistantPage');
const GptAgent = lazyNamed(loadAssistants, 'GptAgentPage');

const admin = {
  CompaniesImport: lazyNamed(loadAdmin, 'CompaniesImportPage'),
  ActiveCompanies: lazyNamed(loadAdmin, 'ActiveCompaniesPage'),
  ActiveCompany: lazyNamed(loadAdmin, 'ActiveCompanyPage'),
  PendingCompanies: lazyNamed(loadAdmin, 'PendingCompaniesPage'),
  PendingCompany: lazyNamed(loadAdmin, 'PendingCompanyPage'),
  Users: lazyNamed(loadAdmin, 'UsersPage'),
  AiAssistantV2: lazyNamed(loadAdmin, 'AiAssistantV2Page'),
  AiCompanySearch: lazyNamed(loadAdmin, 'AiCompanySearchPage'),
  AiPartnerProgramBuilder: lazyNamed(loadAdmin, 'AiPartnerProgramBuilderPage'),
};

export const routes: RouteObject[] = [
  // Public screens over the blurred home teaser.
  {
    element: <PublicLayout />,
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
    ],
  },
  // Signed-in area.
  {
    element: <RequireAuth />,
    children: [
      {
        element: <AppLayout />,
        children: [
          { index: true, element: <Home /> },
          { path: paths.homeAlias, element: <Home /> },
          { path: paths.companies, element: <Discovery /> },
          { path: paths.companyNew, element: <CompanyNew /> },
          { path: `${paths.companies}/:companyId`, element: <CompanyDetails /> },
          { path: paths.myCompany, element: <MyCompany /> },
          { path: paths.partnerPipeline, element: <PartnerPipeline /> },
          { path: paths.partnerProgramHub, element: <PartnerProgramHub /> },
          { path: paths.aiPartnerTools, element: <AiPartnerTools /> },
          { path: paths.aiAssistant, element: <AiAssistant /> },
          { path: paths.sequences, element: <Sequences /> },
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
            path: paths.admin.root,
            element: <RequireAdmin />,
            children: [
              { index: true, element: <Navigate to={paths.admin.companiesImport} replace /> },
              { path: 'companies-import', element: <admin.CompaniesImport /> },
              { path: 'companies/active', element: <admin.ActiveCompanies /> },
              { path: 'companies/active/:companyId', element: <admin.ActiveCompany /> },
              { path: 'companies/pending', element: <admin.PendingCompanies /> },
              { path: 'companies/pending/:companyChangeId', element: <admin.PendingCompany /> },
              { path: 'users', element: <admin.Users /> },
              { path: 'ai-assistant-v2', element: <admin.AiAssistantV2 /> },
              { path: 'ai-company-search', element: <admin.AiCompanySearch /> },
              { path: 'ai-partner-program-builder', element: <admin.AiPartnerProgramBuilder /> },
            ],
          },
        ],
      },
    ],
  },
  // 403 and not-found: inside the signed-in layout when there is a session.
  {
    element: <SessionAwareLayout signedIn={<AppLayout showBreadcrumbs={false} />} />,
    children: [
      { path: paths.forbidden, element: <ForbiddenPage /> },
      { path: paths.notFound, element: <NotFoundPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}


import { ComingSoon } from '@/components/ComingSoon';

/** The admin area's screens (behind the admin guard), lazy-loaded by the router as one chunk. */
export { CompaniesImportPage } from './import/CompaniesImportPage';
export { ActiveCompaniesPage } from './companies/ActiveCompaniesPage';
export { PendingCompaniesPage } from './companies/PendingCompaniesPage';
export { PendingCompanyPage } from './companies/PendingCompanyPage';
export { UsersPage } from './users/UsersPage';

export function AiAssistantV2Page() {
  return <ComingSoon title="AI Assistant v2" description="The v2 assistant chat arrives here." />;
}

export function AiCompanySearchPage() {
  return (
    <ComingSoon
      title="AI Company Search"
      description="The AI company search assistant, with suggestion chips for regions, industries and segments, arrives here."
    />
  );
}

export function AiPartnerProgramBuilderPage() {
  return (
    <ComingSoon
      title="AI Partner Program Builder"
      description="The AI partner program builder assistant arrives here."
    />
  );
}

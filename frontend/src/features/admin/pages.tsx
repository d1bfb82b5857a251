/** The admin area's screens (behind the admin guard), lazy-loaded by the router as one chunk. */
export { CompaniesImportPage } from './import/CompaniesImportPage';
export { ActiveCompaniesPage } from './companies/ActiveCompaniesPage';
export { PendingCompaniesPage } from './companies/PendingCompaniesPage';
export { PendingCompanyPage } from './companies/PendingCompanyPage';
export { UsersPage } from './users/UsersPage';
export { AiAssistantV2Page } from './assistants/AiAssistantV2Page';
export { AiCompanySearchPage } from './assistants/AiCompanySearchPage';
export { AiPartnerProgramBuilderPage } from './assistants/AiPartnerProgramBuilderPage';
export { OutreachReportsPage } from './outreach/OutreachReportsPage';

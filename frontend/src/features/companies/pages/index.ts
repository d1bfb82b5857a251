/** Company screens, lazy-loaded by the router as one chunk. */
export { CompanyDetailsPage } from './CompanyDetailsPage';
export { MyCompanyPage } from './MyCompanyPage';

/** Proposing company changes: the new-company wizard, lazy-loaded by the router. */
export { CompanyNewPage } from './CompanyNewPage';

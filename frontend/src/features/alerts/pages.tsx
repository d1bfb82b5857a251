/** The saved searches' screens (issue 24), lazy-loaded by the router with discovery's area. */
export { SavedSearchesPage } from './SavedSearchesPage';

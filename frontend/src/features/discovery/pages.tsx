/** Discovery screens, lazy-loaded by the router as one chunk. */
export { DiscoveryPage } from './search/DiscoveryPage';
export { PartnerPipelinePage } from './pipeline/PartnerPipelinePage';

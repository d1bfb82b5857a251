import { ComingSoon } from '@/components/ComingSoon';

/** Discovery screens, lazy-loaded by the router as one chunk. */
export { DiscoveryPage } from './search/DiscoveryPage';
export { PartnerPipelinePage } from './pipeline/PartnerPipelinePage';

export function SequencesPage() {
  return <ComingSoon title="Sequences" description="Outreach sequences are planned for a later release." />;
}

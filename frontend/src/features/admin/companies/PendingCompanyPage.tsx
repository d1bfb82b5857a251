import { useParams } from 'react-router';
import { ComingSoon } from '@/components/ComingSoon';

export function PendingCompanyPage() {
  const { companyChangeId } = useParams();
  return (
    <ComingSoon
      title="Company change review"
      subtitle={companyChangeId ? `Change #${companyChangeId}` : undefined}
      description="The proposed change and the Approve button arrive here."
    />
  );
}

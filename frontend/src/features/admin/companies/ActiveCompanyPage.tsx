import { useParams } from 'react-router';
import { ComingSoon } from '@/components/ComingSoon';

export function ActiveCompanyPage() {
  const { companyId } = useParams();
  return <ComingSoon title="Company details" subtitle={companyId ? `Company #${companyId}` : undefined} />;
}

import { ComingSoon } from '@/components/ComingSoon';

export function PendingCompaniesPage() {
  return (
    <ComingSoon
      title="Pending companies"
      subtitle="New companies and changes waiting for review."
      description="The list of company changes to approve arrives here."
    />
  );
}

import { ComingSoon } from '@/components/ComingSoon';

export function CompaniesImportPage() {
  return (
    <ComingSoon
      title="Companies import"
      subtitle="Import companies from one CSV file (at most 5 MB)."
      description="A drop zone for the CSV file and the import result arrive here."
    />
  );
}

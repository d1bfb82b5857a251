import { ComingSoon } from '@/components/ComingSoon';

export function ActiveCompaniesPage() {
  return (
    <ComingSoon
      title="Active companies"
      subtitle="Approved companies in the marketplace."
      description="A searchable, sortable and paginated company table arrives here."
    />
  );
}

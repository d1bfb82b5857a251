import { useParams } from 'react-router';
import { ComingSoon } from '@/components/ComingSoon';

/** Admin area placeholders (behind the admin guard); each arrives with its own issue. */

export function CompaniesImportPage() {
  return (
    <ComingSoon
      title="Companies import"
      subtitle="Import companies from one CSV file (at most 5 MB)."
      description="A drop zone for the CSV file and the import result arrive here."
    />
  );
}

export function ActiveCompaniesPage() {
  return (
    <ComingSoon
      title="Active companies"
      subtitle="Approved companies in the marketplace."
      description="A searchable, sortable and paginated company table arrives here."
    />
  );
}

export function ActiveCompanyPage() {
  const { companyId } = useParams();
  return <ComingSoon title="Company details" subtitle={companyId ? `Company #${companyId}` : undefined} />;
}

export function PendingCompaniesPage() {
  return (
    <ComingSoon
      title="Pending companies"
      subtitle="New companies and changes waiting for review."
      description="The list of company changes to approve arrives here."
    />
  );
}

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

export function UsersPage() {
  return (
    <ComingSoon
      title="Users"
      subtitle="Every member of the marketplace."
      description="A filterable, sortable and paginated user table arrives here."
    />
  );
}

export function AiAssistantV2Page() {
  return <ComingSoon title="AI Assistant v2" description="The v2 assistant chat arrives here." />;
}

export function AiCompanySearchPage() {
  return (
    <ComingSoon
      title="AI Company Search"
      description="The AI company search assistant, with suggestion chips for regions, industries and segments, arrives here."
    />
  );
}

export function AiPartnerProgramBuilderPage() {
  return (
    <ComingSoon
      title="AI Partner Program Builder"
      description="The AI partner program builder assistant arrives here."
    />
  );
}

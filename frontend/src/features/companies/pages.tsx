import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { useNavigate, useParams } from 'react-router';
import { paths } from '@/app/paths';
import { ComingSoon } from '@/components/ComingSoon';

/** Placeholders until the company issues land; routes, headings and links are final. */

export function MyCompanyPage() {
  return (
    <ComingSoon
      title="My company"
      subtitle="Your company profile, partner program and contacts."
      description="Here you will view and edit your company profile, see whether it is Approved or Pending Approval, and join an existing company or create a new one."
    >
      <Button href={paths.companyNew} variant="outlined">
        Create a company
      </Button>
    </ComingSoon>
  );
}

export function CompanyNewPage() {
  return (
    <ComingSoon
      title="Create company"
      subtitle="Step 1 of 2: details and target info. Step 2 of 2: partner program, exclusive offer and contacts."
      description="The two-step company wizard arrives here. Until then, our guide explains what each section needs."
    >
      <Button href={paths.knowledgeArticle('company-details')} variant="outlined">
        Read the company details guide
      </Button>
    </ComingSoon>
  );
}

export function CompanyDetailsPage({ backTo = paths.home }: { backTo?: string }) {
  const navigate = useNavigate();
  const { companyId } = useParams();
  const goBack = () => {
    if (window.history.length > 1) navigate(-1);
    else navigate(backTo);
  };
  return (
    <>
      <Button startIcon={<ArrowBackIcon />} onClick={goBack} color="inherit" sx={{ mb: 2 }}>
        Back
      </Button>
      <ComingSoon
        title="Company details"
        subtitle={companyId ? `Company #${companyId}` : undefined}
        description="Details info, partner program and contact info of this company will be shown here."
      />
    </>
  );
}

import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useCurrentUser } from '@/lib/session/hooks';
import { paths } from '@/lib/paths';
import { useAppDispatch } from '@/app/store';
import { PageHeader } from '@/components/PageHeader';
import { apiErrorStatus } from '@/lib/api/errors';
import { breadcrumbTextSet } from '@/lib/breadcrumbs';
import { useCompaniesRetrieveQuery } from '@/lib/api/companies';
import { CompanyEditForm } from '@/components/company-form/CompanyEditForm';
import { canEditCompany } from '@/components/company/editRights';
import { useCompanyFormOptions } from '@/components/company-form/useCompanyFormOptions';
import { CompanyReadView } from '@/components/company/CompanyReadView';
import { CompanySkeleton } from '@/components/company/CompanySkeleton';
import { LoadError } from '@/components/company/LoadError';
import { StatusBadge } from '@/components/company/StatusBadge';
import { RequestIntroButton } from '@/components/outreach/RequestIntroButton';

function parseCompanyId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * /companies/:companyId (also reusable under /admin): 'Company details' with Details
 * info, Target info, Partner program, Exclusive offer and Contact info. A 404 goes to
 * /404; without view access the extended details are blurred with the upgrade notice.
 */
export function CompanyDetailsPage({ backTo = paths.home }: { backTo?: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const dispatch = useAppDispatch();
  const user = useCurrentUser();
  const { companyId: rawId } = useParams();
  const companyId = parseCompanyId(rawId);
  const { data: company, error, isLoading, isError, isFetching, refetch } = useCompaniesRetrieveQuery(companyId != null ? { companyId } : skipToken);
  const { options } = useCompanyFormOptions();
  const [editing, setEditing] = useState(false);
  const notFound = companyId === null || (isError && apiErrorStatus(error) === 404);

  useEffect(() => {
    if (notFound) navigate(paths.notFound, { replace: true });
  }, [navigate, notFound]);

  useEffect(() => {
    if (company?.name) dispatch(breadcrumbTextSet({ path: location.pathname, text: company.name }));
  }, [company?.name, dispatch, location.pathname]);

  const goBack = () => {
    // 'default' is the first entry of this tab's history in the app: nothing to go back to.
    if (location.key !== 'default') navigate(-1);
    else navigate(backTo);
  };

  const canEdit = canEditCompany({ company, user, pathname: location.pathname, screen: 'details' });
  // A member reaches out to another company from its page (issue 23); not to their own, and
  // not from the admin area.
  const canReachOut =
    companyId !== null && user?.company?.companyId !== companyId && !location.pathname.startsWith(paths.admin.root);

  let body;
  if (notFound || isLoading || (!company && isFetching)) {
    body = <CompanySkeleton />;
  } else if (!company) {
    body = <LoadError message="We couldn't load this company. Please try again." onRetry={() => void refetch()} />;
  } else if (editing && canEdit) {
    body = (
      <CompanyEditForm
        company={company}
        target={{ companyId: company.companyId ?? companyId, companyChangeId: company.companyChangeId ?? null }}
        onSaved={() => setEditing(false)}
        onCancel={() => setEditing(false)}
      />
    );
  } else {
    body = (
      <CompanyReadView
        company={company}
        options={options}
        contactsTitle="Contact info"
        badge={canEdit && company.companyChangeId ? <StatusBadge pending /> : null}
        actions={
          canEdit || canReachOut ? (
            <>
              {canReachOut ? (
                <RequestIntroButton
                  company={{ companyId: company.companyId ?? companyId, name: company.name, logoUrl: company.logoUrl }}
                  size="medium"
                  variant="contained"
                />
              ) : null}
              {canEdit ? (
                <Button variant="outlined" startIcon={<EditOutlinedIcon />} onClick={() => setEditing(true)}>
                  Edit
                </Button>
              ) : null}
            </>
          ) : null
        }
      />
    );
  }

  return (
    <>
      <Button startIcon={<ArrowBackIcon />} onClick={goBack} color="inherit" sx={{ mb: 2 }}>
        Back
      </Button>
      <PageHeader title="Company details" />
      {body}
    </>
  );
}

import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { paths } from '@/lib/paths';
import { useAppDispatch } from '@/app/store';
import { CompanyReadView } from '@/components/company/CompanyReadView';
import { CompanySkeleton } from '@/components/company/CompanySkeleton';
import { LoadError } from '@/components/company/LoadError';
import { useCompanyFormOptions } from '@/components/company-form/useCompanyFormOptions';
import { PageHeader } from '@/components/PageHeader';
import { apiErrorStatus, apiErrorTitle } from '@/lib/api/errors';
import { breadcrumbTextSet } from '@/lib/breadcrumbs';
import { formatDate } from '@/lib/format';
import { useSnackbar } from '@/lib/toast';
import { cameFromPendingList, useApproveChangeMutation, useChangeReviewQuery, useRejectChangeMutation } from './api';
import { ChangeDiff } from './ChangeDiff';
import { RejectDialog } from './RejectDialog';

export const APPROVED_MESSAGE = 'Company has been successfully approved';

function parseId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

const STATUS_LABELS: Record<number, string> = { 2: 'Approved', 3: 'Rejected' };

/**
 * Company change review (spec section 2, /admin/companies/pending/{companyChangeId}): an
 * update shows the live values beside the proposed ones; a new company shows the proposal,
 * with a warning when its website's host already belongs to an approved company. Approve
 * returns to the pending list; Reject asks for the reason the member will read.
 */
export function PendingCompanyPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const dispatch = useAppDispatch();
  const { enqueueSnackbar } = useSnackbar();
  const changeId = parseId(useParams().companyChangeId);
  const review = useChangeReviewQuery(changeId != null ? { changeId } : skipToken);
  const { options } = useCompanyFormOptions();
  const [approve, approval] = useApproveChangeMutation();
  const [reject, rejection] = useRejectChangeMutation();
  const [actionError, setActionError] = useState<string | null>(null);
  const [rejectOpen, setRejectOpen] = useState(false);
  const [rejectError, setRejectError] = useState<string | null>(null);
  const notFound = changeId === null || (review.isError && apiErrorStatus(review.error) === 404);
  const change = review.data;

  useEffect(() => {
    if (notFound) navigate(paths.notFound, { replace: true });
  }, [navigate, notFound]);

  useEffect(() => {
    if (change?.name) dispatch(breadcrumbTextSet({ path: location.pathname, text: change.name }));
  }, [change?.name, dispatch, location.pathname]);

  const backToList = () => {
    if (cameFromPendingList() && location.key !== 'default') navigate(-1);
    else navigate(paths.admin.pendingCompanies);
  };

  const onApprove = async () => {
    if (changeId == null) return;
    setActionError(null);
    try {
      await approve({ changeId }).unwrap();
      enqueueSnackbar(APPROVED_MESSAGE, { variant: 'success' });
      navigate(paths.admin.pendingCompanies);
    } catch (error) {
      // The page stays as it is (spec section 5); the reason is said next to the buttons.
      setActionError(apiErrorTitle(error) ?? 'The change could not be approved. Please try again.');
    }
  };

  const onReject = async (reason: string) => {
    if (changeId == null) return;
    setRejectError(null);
    try {
      await reject({ changeId, rejectInputRequest: { reason } }).unwrap();
      setRejectOpen(false);
      enqueueSnackbar('The change has been rejected. Its author has been told why.', { variant: 'success' });
      navigate(paths.admin.pendingCompanies);
    } catch (error) {
      setRejectError(apiErrorTitle(error) ?? 'The change could not be rejected. Please try again.');
    }
  };

  let body;
  if (notFound || review.isLoading || (!change && review.isFetching)) {
    body = <CompanySkeleton />;
  } else if (!change) {
    body = <LoadError message="We couldn't load this change. Please try again." onRetry={() => void review.refetch()} />;
  } else {
    const isUpdate = change.companyId != null && change.currentCompany != null;
    const reviewed = change.changeStatus !== 1;
    const author = `${change.author.firstName} ${change.author.lastName}`.trim() || change.author.email;
    const busy = approval.isLoading || rejection.isLoading;
    body = (
      <Stack spacing={2.5}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
          <Chip label={isUpdate ? 'Updated' : 'Added'} color={isUpdate ? 'info' : 'success'} variant="outlined" />
          <Typography color="text.secondary">
            Proposed by {author} ({change.author.email}) on {formatDate(change.createdAt)}
          </Typography>
          {isUpdate && change.companyId != null ? (
            <Link component={RouterLink} to={paths.admin.activeCompany(change.companyId)}>
              Open the live company
            </Link>
          ) : null}
        </Box>

        {reviewed ? (
          <Alert severity={change.changeStatus === 2 ? 'success' : 'info'}>
            <AlertTitle>This change has been {STATUS_LABELS[change.changeStatus]?.toLowerCase()}</AlertTitle>
            {change.reviewedAt ? `Reviewed on ${formatDate(change.reviewedAt)}.` : null}
            {change.rejectionReason ? ` Reason: ${change.rejectionReason}` : null}
          </Alert>
        ) : null}

        {change.sameHostCompanies.length > 0 ? (
          <Alert severity="warning">
            <AlertTitle>This website already belongs to an approved company</AlertTitle>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {change.sameHostCompanies.map((company) => (
                <li key={company.companyId}>
                  <Link component={RouterLink} to={paths.admin.activeCompany(company.companyId)}>
                    {company.companyName}
                  </Link>{' '}
                  ({company.website})
                </li>
              ))}
            </Box>
          </Alert>
        ) : null}

        {isUpdate && change.currentCompany ? (
          <ChangeDiff current={change.currentCompany} proposed={change} changedFields={change.changedFields} />
        ) : null}

        {actionError ? (
          <Alert severity="error" onClose={() => setActionError(null)}>
            {actionError}
          </Alert>
        ) : null}

        {!reviewed ? (
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
            <Button variant="contained" startIcon={<CheckIcon />} onClick={() => void onApprove()} disabled={busy}>
              Approve
            </Button>
            <Button
              variant="outlined"
              color="error"
              startIcon={<CloseIcon />}
              onClick={() => {
                setRejectError(null);
                setRejectOpen(true);
              }}
              disabled={busy}
            >
              Reject
            </Button>
          </Box>
        ) : null}

        <Typography variant="h3" component="h2" sx={{ fontSize: '1.125rem', fontWeight: 600, pt: 1 }}>
          {isUpdate ? 'Proposed profile' : 'Proposed company'}
        </Typography>
        <CompanyReadView company={change} options={options} contactsTitle="Contact info" />

        <RejectDialog
          open={rejectOpen}
          companyName={change.name}
          busy={rejection.isLoading}
          error={rejectError}
          onReject={(reason) => void onReject(reason)}
          onClose={() => setRejectOpen(false)}
        />
      </Stack>
    );
  }

  return (
    <>
      <Button startIcon={<ArrowBackIcon />} onClick={backToList} color="inherit" sx={{ mb: 2 }}>
        Back to Pending Companies
      </Button>
      <PageHeader title="Company change review" />
      {body}
    </>
  );
}

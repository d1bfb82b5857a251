import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { skipToken } from '@reduxjs/toolkit/query';
import { useSnackbar } from '@/lib/toast';
import { useState } from 'react';
import { useCurrentUser } from '@/lib/session/hooks';
import { PageHeader } from '@/components/PageHeader';
import { apiErrorStatus, apiErrorTitle } from '@/lib/api/errors';
import { formatDate } from '@/lib/format';
import { PERSIST_PREFIX } from '@/lib/session/storage';
import type { User } from '@/lib/session/types';
import {
  useCompaniesAssignCreateMutation,
  useCompaniesRetrieveQuery,
  useUserCompaniesPendingRetrieveQuery,
  useUserCompaniesRejectedRetrieveQuery,
  useUsersCompanySuggestionRetrieveQuery,
} from '@/lib/api/companies';
import { JoinOrCreateDialog } from '../components/JoinOrCreateDialog';
import { JoinOrCreateInline } from '../components/JoinOrCreateInline';
import { CompanyEditForm } from '@/components/company-form/CompanyEditForm';
import { canEditCompany, isCompanyAdmin } from '@/components/company/editRights';
import { useCompanyFormOptions } from '@/components/company-form/useCompanyFormOptions';
import type { CompanyView } from '@/components/company-form/values';
import { JoinRequestsCard, MembersCard } from './parts/CompanyAdminCards';
import { JoinPolicyCard } from './parts/JoinPolicyCard';
import { CompanyReadView } from '@/components/company/CompanyReadView';
import { CompanySkeleton } from '@/components/company/CompanySkeleton';
import { LoadError } from '@/components/company/LoadError';
import { StatusBadge } from '@/components/company/StatusBadge';

/** localStorage: 'false' once the user dismissed the join-or-create dialog. */
export const SHOW_COMPANY_MODAL_KEY = `${PERSIST_PREFIX}showCompanyModal`;

function readShowCompanyModal(): boolean {
  try {
    return window.localStorage.getItem(SHOW_COMPANY_MODAL_KEY) !== 'false';
  } catch {
    return true;
  }
}

function rememberCompanyModalDismissed(): void {
  try {
    window.localStorage.setItem(SHOW_COMPANY_MODAL_KEY, 'false');
  } catch {
    // storage unavailable: the dialog may show again next time
  }
}

export const joinedMessage = (name: string) => `You joined ${name}.`;
export const joinRequestedMessage = (name: string) => `Your request to join ${name} was sent to its company admins.`;

/** No company and no pending change: join the suggested company or create a new one. */
function JoinOrCreatePrompt({ user }: { user: User }) {
  const { enqueueSnackbar } = useSnackbar();
  const suggestion = useUsersCompanySuggestionRetrieveQuery();
  const [assign, { isLoading: joining }] = useCompaniesAssignCreateMutation();
  const [dialogOpen, setDialogOpen] = useState(readShowCompanyModal);
  const [requested, setRequested] = useState<string | null>(null);

  const closeDialog = () => {
    rememberCompanyModalDismissed();
    setDialogOpen(false);
  };

  const join = async (companyId: number) => {
    const name = suggestion.data?.companyId === companyId ? suggestion.data.name : 'the company';
    try {
      const result = await assign({ assignInputRequest: { companyId, userId: user.userId } }).unwrap();
      closeDialog();
      if (result?.status === 'requested') {
        setRequested(name);
      } else {
        enqueueSnackbar(joinedMessage(name), { variant: 'success' });
      }
    } catch (error) {
      enqueueSnackbar(apiErrorTitle(error) ?? `We couldn't join ${name}. Please try again.`, { variant: 'error' });
    }
  };

  const suggested = suggestion.data ?? undefined;
  return (
    <Stack spacing={2.5}>
      {requested ? (
        <Alert severity="info" role="status">
          {joinRequestedMessage(requested)}
        </Alert>
      ) : null}
      <JoinOrCreateInline suggestion={requested ? undefined : suggested} onJoin={(id) => void join(id)} joining={joining} />
      <JoinOrCreateDialog
        open={dialogOpen && !requested}
        onClose={closeDialog}
        suggestion={suggested}
        onJoin={(id) => void join(id)}
        joining={joining}
      />
    </Stack>
  );
}

/** The admin's reason when the user's latest change was rejected (also sent by e-mail). */
function RejectedChangeNotice({ enabled }: { enabled: boolean }) {
  const { data: rejected } = useUserCompaniesRejectedRetrieveQuery(enabled ? undefined : skipToken);
  if (!rejected) return null;
  const what = rejected.companyId ? `your changes to ${rejected.companyName}` : rejected.companyName;
  return (
    <Alert severity="warning" sx={{ mb: 2.5 }} data-testid="rejected-change">
      <AlertTitle>An admin did not approve {what}</AlertTitle>
      Reason: {rejected.reason}
      <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
        Reviewed on {formatDate(rejected.reviewedAt)}. Correct the profile and propose it again; the change goes back to
        review.
      </Box>
    </Alert>
  );
}

/**
 * /my-company: the user's company (or their change waiting for approval) in view or edit
 * mode with its status badge; without either, the join-or-create prompt.
 */
export function MyCompanyPage() {
  const user = useCurrentUser();
  const companyId = user?.company?.companyId ?? null;
  const pendingQuery = useUserCompaniesPendingRetrieveQuery(user ? undefined : skipToken);
  const companyQuery = useCompaniesRetrieveQuery(companyId != null ? { companyId } : skipToken);
  const { options } = useCompanyFormOptions();
  const [editing, setEditing] = useState(false);

  const header = (
    <>
      <PageHeader title="My company" subtitle="Your company profile, partner program and contacts." />
      <RejectedChangeNotice enabled={Boolean(user) && !pendingQuery.data} />
    </>
  );

  if (!user || pendingQuery.isLoading || (companyId !== null && companyQuery.isLoading)) {
    return (
      <>
        {header}
        <CompanySkeleton />
      </>
    );
  }

  const pendingFailed = pendingQuery.isError && !pendingQuery.isFetching;
  const companyFailed =
    companyId !== null && companyQuery.isError && !companyQuery.isFetching && apiErrorStatus(companyQuery.error) !== 404;
  if (pendingFailed || companyFailed) {
    return (
      <>
        {header}
        <LoadError
          message="We couldn't load your company. Please check your connection and try again."
          onRetry={() => {
            if (pendingFailed) void pendingQuery.refetch();
            if (companyFailed) void companyQuery.refetch();
          }}
        />
      </>
    );
  }

  const pending = pendingQuery.data ?? null;
  const company = companyId !== null ? (companyQuery.data ?? null) : null;
  const shown: CompanyView | null = pending ?? company;

  if (!shown) {
    return (
      <>
        {header}
        <JoinOrCreatePrompt user={user} />
      </>
    );
  }

  // Spec: Pending Approval while there are unapproved changes (hasPendingCompany or a companyChangeId).
  const isPending = Boolean(pending) || Boolean(shown.companyChangeId) || user.hasPendingCompany;
  // The author may always edit their own pending change.
  const canEdit = pending ? true : canEditCompany({ company, user, screen: 'my-company' });
  const target = pending
    ? { companyId: pending.companyId ?? null, companyChangeId: pending.companyChangeId }
    : { companyId: company?.companyId ?? null, companyChangeId: company?.companyChangeId ?? null };
  const showAdminCards = Boolean(company && company.companyId && isCompanyAdmin(company, user.userId));

  return (
    <>
      {header}
      {editing && canEdit ? (
        <CompanyEditForm
          key={`${target.companyId ?? 'new'}-${target.companyChangeId ?? 'none'}`}
          company={shown}
          target={target}
          onSaved={() => setEditing(false)}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <Stack spacing={2.5}>
          <CompanyReadView
            company={shown}
            options={options}
            contactsTitle="Contacts"
            badge={
              <>
                <StatusBadge pending={isPending} />
                {company?.featuredUntil ? (
                  <Chip
                    size="small"
                    color="secondary"
                    variant="outlined"
                    label={`Featured until ${formatDate(company.featuredUntil)}`}
                    data-testid="featured-until"
                  />
                ) : null}
              </>
            }
            actions={
              canEdit ? (
                <Button variant="outlined" startIcon={<EditOutlinedIcon />} onClick={() => setEditing(true)}>
                  Edit
                </Button>
              ) : null
            }
          />
          {showAdminCards && company?.companyId ? (
            <>
              <JoinRequestsCard companyId={company.companyId} />
              <JoinPolicyCard companyId={company.companyId} />
              <MembersCard companyId={company.companyId} members={company.members ?? []} currentUserId={user.userId} />
            </>
          ) : null}
        </Stack>
      )}
    </>
  );
}

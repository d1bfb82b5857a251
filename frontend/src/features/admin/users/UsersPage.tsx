import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSessionUserId } from '@/lib/session/hooks';
import { LoadError } from '@/components/company/LoadError';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { PageHeader } from '@/components/PageHeader';
import { Pagination } from '@/components/Pagination';
import { apiErrorTitle, isApiError } from '@/lib/api/errors';
import { formatDate } from '@/lib/format';
import { useSnackbar } from '@/lib/toast';
import { ADMIN_USERS_PAGE_SIZE, usePaging } from '@/lib/usePaging';
import {
  fullName,
  USER_SEARCH_DEBOUNCE_MS,
  USER_SORT,
  useDeactivateUserMutation,
  useGrantAdminMutation,
  useGrantPlanMutation,
  useReactivateUserMutation,
  useRevokeAdminMutation,
  useUsersSearchQuery,
  type AdminUser,
  type SortCriteria,
} from './api';
import { GrantPlanDialog, type PlanGrant } from './GrantPlanDialog';
import type { UserAction } from './UserActionsMenu';
import { UsersTable, type UsersSort } from './UsersTable';
import { useDebouncedValue } from '@/lib/useDebouncedValue';

type ConfirmAction = Exclude<UserAction, 'grantPlan'>;

interface Question {
  title: string;
  message: (name: string) => string;
  confirmLabel: string;
  done: (name: string) => string;
}

const QUESTIONS: Record<ConfirmAction, Question> = {
  deactivate: {
    title: 'Deactivate this account?',
    message: (name) =>
      `${name} will be signed out at once and cannot sign in until the account is reactivated. Their company and data stay.`,
    confirmLabel: 'Deactivate',
    done: (name) => `${name} has been deactivated.`,
  },
  reactivate: {
    title: 'Reactivate this account?',
    message: (name) => `${name} will be able to sign in again.`,
    confirmLabel: 'Reactivate',
    done: (name) => `${name} has been reactivated.`,
  },
  grantAdmin: {
    title: 'Grant the admin role?',
    message: (name) => `${name} will be able to review company changes, manage users and import companies.`,
    confirmLabel: 'Grant admin role',
    done: (name) => `${name} is now an admin.`,
  },
  revokeAdmin: {
    title: 'Revoke the admin role?',
    message: (name) => `${name} will no longer have access to the admin area.`,
    confirmLabel: 'Revoke admin role',
    done: (name) => `${name} is no longer an admin.`,
  },
};

const FAILED = 'The action failed. Please try again.';

function failure(error: unknown): string {
  return apiErrorTitle(error) ?? (isApiError(error) ? `${FAILED} (${error.message})` : FAILED);
}

/**
 * Users (spec section 2, /admin/users): every account, filtered as the admin types (400 ms
 * debounce), sorted by name, e-mail, status or creation, 20 a page by default; each row's
 * actions are confirmed in a dialog and announced in a toast.
 */
export function UsersPage() {
  const selfId = useSessionUserId();
  const { enqueueSnackbar } = useSnackbar();
  const [searchInput, setSearchInput] = useState('');
  const debounced = useDebouncedValue(searchInput.trim(), USER_SEARCH_DEBOUNCE_MS);
  // Clearing the filter shows everyone at once; typing waits for a pause.
  const search = searchInput.trim() === '' ? '' : debounced;
  const [sort, setSort] = useState<UsersSort>({ criteria: USER_SORT.name, order: 0 });
  const paging = usePaging({ defaultPageSize: ADMIN_USERS_PAGE_SIZE, filterKey: { search, sort } });

  const list = useUsersSearchQuery({
    pageNumber: paging.pageNumber,
    pageSize: paging.pageSize,
    search: search || undefined,
    sortCriteria: sort.criteria,
    sortOrder: sort.order,
  });

  const [deactivate] = useDeactivateUserMutation();
  const [reactivate] = useReactivateUserMutation();
  const [grantAdmin] = useGrantAdminMutation();
  const [revokeAdmin] = useRevokeAdminMutation();
  const [grantPlan, planGrant] = useGrantPlanMutation();
  // The question stays set while its dialog closes (so its text does not change on the way out).
  const [asked, setAsked] = useState<{ action: ConfirmAction; user: AdminUser } | null>(null);
  const [askOpen, setAskOpen] = useState(false);
  const [planFor, setPlanFor] = useState<AdminUser | null>(null);
  const [planError, setPlanError] = useState<string | null>(null);
  const [busyUserId, setBusyUserId] = useState<number | null>(null);

  const onSort = (criteria: SortCriteria) =>
    setSort((current) =>
      current.criteria === criteria ? { criteria, order: current.order === 0 ? 1 : 0 } : { criteria, order: 0 },
    );

  const onAction = (action: UserAction, user: AdminUser) => {
    if (action === 'grantPlan') {
      setPlanError(null);
      setPlanFor(user);
    } else {
      setAsked({ action, user });
      setAskOpen(true);
    }
  };

  const confirm = async () => {
    if (!asked || !askOpen) return;
    const { action, user } = asked;
    setAskOpen(false);
    setBusyUserId(user.userId);
    const call = { deactivate, reactivate, grantAdmin, revokeAdmin }[action];
    try {
      await call({ userId: user.userId }).unwrap();
      enqueueSnackbar(QUESTIONS[action].done(fullName(user)), { variant: 'success' });
    } catch (error) {
      enqueueSnackbar(failure(error), { variant: 'error' });
    } finally {
      setBusyUserId(null);
    }
  };

  const onGrant = async (grant: PlanGrant) => {
    if (!planFor) return;
    const user = planFor;
    setPlanError(null);
    try {
      const updated = await grantPlan({
        userId: user.userId,
        grantPlanInputRequest: { pricingPlanId: grant.pricingPlanId, days: grant.days },
      }).unwrap();
      setPlanFor(null);
      const until = formatDate(updated.subscription?.endDate ?? grant.endDate);
      enqueueSnackbar(`${fullName(user)} now has ${grant.planName} until ${until}.`, { variant: 'success' });
    } catch (error) {
      setPlanError(failure(error));
    }
  };

  const question = asked ? QUESTIONS[asked.action] : null;
  const rows = list.data?.data;
  const total = list.data?.totalCount ?? 0;
  const showEmpty = !list.isLoading && !list.isError && rows !== undefined && rows.length === 0;

  return (
    <>
      <PageHeader
        title="Users"
        subtitle="Every account of the marketplace: find one, sort the list, and act on an account."
      />

      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <TextField
          label="Search users"
          placeholder="Name, e-mail or company"
          value={searchInput}
          onChange={(event) => setSearchInput(event.target.value)}
          size="small"
          sx={{ flex: '1 1 280px', maxWidth: 480 }}
          slotProps={{
            htmlInput: { maxLength: 200 },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
              endAdornment: searchInput ? (
                <InputAdornment position="end">
                  <IconButton aria-label="Clear the search" size="small" edge="end" onClick={() => setSearchInput('')}>
                    <ClearIcon fontSize="small" />
                  </IconButton>
                </InputAdornment>
              ) : null,
            },
          }}
        />
        {list.data ? (
          <Typography variant="body2" color="text.secondary" role="status">
            {total.toLocaleString('en-US')} {total === 1 ? 'user' : 'users'}
            {search ? ` matching “${search}”` : ''}
          </Typography>
        ) : null}
      </Box>

      {list.isError && !list.data ? (
        <LoadError message={`The users could not be loaded: ${failure(list.error)}`} onRetry={() => list.refetch()} />
      ) : (
        <Box sx={{ position: 'relative' }}>
          {list.isFetching && list.data ? (
            <LinearProgress
              aria-label="Loading users"
              sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1 }}
            />
          ) : null}
          {showEmpty ? (
            <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
              <Typography color="text.secondary">No results found.</Typography>
            </Paper>
          ) : (
            <UsersTable
              users={rows}
              loading={list.isLoading}
              skeletonRows={Math.min(paging.pageSize, 8)}
              sort={sort}
              onSort={onSort}
              onSortChange={setSort}
              selfId={selfId}
              busyUserId={busyUserId}
              onAction={onAction}
            />
          )}
          <Pagination
            page={paging.pageNumber}
            pageSize={paging.pageSize}
            totalCount={total}
            onPageChange={paging.setPageNumber}
            onPageSizeChange={paging.setPageSize}
            disabled={list.isFetching}
            label="Users pages"
          />
        </Box>
      )}

      <ConfirmDialog
        open={askOpen}
        title={question?.title}
        message={asked && question ? question.message(`${fullName(asked.user)} (${asked.user.email})`) : ''}
        confirmLabel={question?.confirmLabel}
        onConfirm={confirm}
        onClose={() => setAskOpen(false)}
      />
      <GrantPlanDialog
        key={planFor?.userId ?? 'closed'}
        user={planFor}
        busy={planGrant.isLoading}
        error={planError}
        onGrant={onGrant}
        onClose={() => setPlanFor(null)}
      />
    </>
  );
}
